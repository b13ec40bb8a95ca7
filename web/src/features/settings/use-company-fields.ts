import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companySettingsInput, type CompanySettings } from '@common/contracts/capacity';
import { fieldError } from '../../lib/field-error';
import { useSaveCompanySettings } from '../../lib/resources/company-settings';

type TextField = Exclude<keyof CompanySettings, 'check_out_time' | 'check_in_time'>;

/**
 * A Settings form over some of the company settings' text fields (the invoice header, the company's
 * identity): their values, checked with the server's schema before the PUT, which takes the saved times
 * unchanged; `saved` is the toast of a save.
 */
export function useCompanyFields<F extends TextField>(settings: CompanySettings, fields: readonly F[], saved: string) {
  const { t } = useTranslation();
  const save = useSaveCompanySettings();
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((name) => [name, settings[name]])) as Pick<CompanySettings, F>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The PUT takes the times too: those saved now (the cache holds the latest), unchanged.
    const parsed = companySettingsInput.safeParse({
      check_out_time: settings.check_out_time,
      check_in_time: settings.check_in_time,
      ...values,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Partial<
          Record<F, string>
        >,
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => notifications.show({ color: 'teal', message: saved }) });
  };

  const field = (name: F) => ({
    label: t(`settings.${name}`),
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: fieldError('settings', errors[name]),
  });

  return { save, handleSubmit, field };
}
