// Weekly pay statements (/payroll/): the week's statements and one person's PDF.
import { queryOptions } from '@tanstack/react-query';
import type { PayStatementInput, PayStatementResponse, StaffStatement, WeeklyPayroll } from '@common/contracts/payroll';
import { apiDownload, api } from '../api-client';
import { saveFile } from '../save-file';
import { eventKeys, invalidateEvents } from './events';
import { useResourceMutation } from './resource';

/** Query keys of statements: under the events' keys, so a payment or status change makes them stale. */
const payrollAll = () => [...eventKeys.all, 'payroll'] as const;
export const payrollKeys = {
  all: payrollAll,
  week: (weekStart: string) => [...payrollAll(), weekStart] as const,
};

/** GET /payroll/weekly: admins get everyone's statements, others their own. */
export function weeklyPayrollQuery(weekStart: string) {
  return queryOptions({
    queryKey: payrollKeys.week(weekStart),
    queryFn: ({ signal }) => api.get<WeeklyPayroll>(`/payroll/weekly?week_start=${weekStart}`, { signal }),
  });
}

/** GET /payroll/weekly/pdf: downloads one person's statement. */
export function useDownloadStatement() {
  return useResourceMutation({
    call: async ({ weekStart, statement }: { weekStart: string; statement: Pick<StaffStatement, 'employee_id'> }) => {
      const file = await apiDownload(
        `/payroll/weekly/pdf?week_start=${weekStart}&employee_id=${statement.employee_id}`,
      );
      saveFile(file.blob, file.fileName ?? `statement-${statement.employee_id}-${weekStart}.pdf`);
      return file;
    },
  });
}

/** POST /payroll/weekly/pay (admin): marks one person's week paid; statements and Completed Services read again. */
export function usePayStatement() {
  return useResourceMutation({
    call: (input: PayStatementInput) => api.post<PayStatementResponse>('/payroll/weekly/pay', input),
    invalidate: (client) => invalidateEvents(client),
  });
}
