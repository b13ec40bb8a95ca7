import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, RegisterUserEmployeeInput, UpdateEmployeeInput } from '@common/contracts/staff';
import { api } from '../../lib/api-client';

/** Query keys of the staff screen. */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

/** GET /employee/: housekeepers and supervisors. */
export const staffQuery = () => queryOptions({ queryKey: staffKeys.list(), queryFn: () => api.get<Employee[]>('/employee/') });

/** POST /employee/register-user-employee: the sign-in and the employee record together. */
export function useRegisterEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterUserEmployeeInput) => api.post<{ employee: Employee }>('/employee/register-user-employee', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** PUT /employee/{id}. */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateEmployeeInput }) => api.put<Employee>(`/employee/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** DELETE /employee/{id}: sign-in stopped, history kept, upcoming cleanings unassigned. */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number; unassigned_events: number }>(`/employee/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
