// Staff (/employee/): housekeepers and supervisors, one list for the staff screen and the assign board.
import type { QueryClient } from '@tanstack/react-query';
import type {
  DeleteEmployeeResponse,
  Employee,
  RegisterUserEmployeeInput,
  UpdateEmployeeInput,
} from '@common/contracts/staff';
import { api } from '../api-client';
import { staffKeys, userKeys } from './account-keys';
import { eventKeys } from './events';
import { listQuery, useResourceMutation } from './resource';

/** GET /employee/: housekeepers and supervisors, active or not. */
export const staffQuery = () => listQuery<Employee>(staffKeys, '/employee/');

/** A staff member is also a sign-in account; their name shows on events (deleting one frees their future work). */
async function invalidateStaff(client: QueryClient): Promise<void> {
  await Promise.all(
    [staffKeys.all, userKeys.all, eventKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** POST /employee/register-user-employee: the sign-in and the employee record together. */
export function useRegisterEmployee() {
  return useResourceMutation({
    call: (input: RegisterUserEmployeeInput) =>
      api.post<{ employee: Employee }>('/employee/register-user-employee', input),
    invalidate: invalidateStaff,
  });
}

/** PUT /employee/{id}. */
export function useUpdateEmployee() {
  return useResourceMutation({
    call: ({ id, input }: { id: number; input: UpdateEmployeeInput }) => api.put<Employee>(`/employee/${id}`, input),
    invalidate: invalidateStaff,
  });
}

/** DELETE /employee/{id}: with history deactivated (upcoming cleanings unassigned), without history removed. */
export function useDeleteEmployee() {
  return useResourceMutation({
    call: (id: number) => api.delete<DeleteEmployeeResponse>(`/employee/${id}`),
    invalidate: invalidateStaff,
  });
}
