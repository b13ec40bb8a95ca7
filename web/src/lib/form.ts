import { useForm, type UseFormInput } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** A form checked by the same zod schema the server validates (uncontrolled unless told otherwise). */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: Parameters<typeof zod4Resolver>[0],
  initialValues: Values,
  options: Omit<UseFormInput<Values>, 'initialValues' | 'validate'> = {},
) {
  return useForm<Values>({ mode: 'uncontrolled', ...options, initialValues, validate: zod4Resolver(schema) });
}
