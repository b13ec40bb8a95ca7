import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { httpUrlField } from '@common/contracts/common';
import type { FeedInput, FeedSyncResponse, FeedView } from '@common/contracts/feeds';
import { ErrorAlert } from '../../components/error-alert';
import { FormModal } from '../../components/form-modal';
import { clientsQuery } from '../../lib/resources/clients';
import { errorText } from '../../lib/error-text';
import { useCreateFeed, useUpdateFeed } from '../../lib/resources/feeds';
import { clientPropertiesQuery } from '../../lib/resources/properties';

type Values = { client_id: string | null; property_id: string | null; ical_url: string };
type Props = { feed: FeedView | null; onClose: () => void; onRegistered: (answer: FeedSyncResponse) => void };

/** 'New Airbnb Integration' (or edit): client, that client's property ('name (city)'), iCal URL. */
export function FeedModal({ feed, onClose, onRegistered }: Props) {
  const { t } = useTranslation();
  const create = useCreateFeed();
  const update = useUpdateFeed();
  const form = useForm({
    initialValues: {
      client_id: feed ? String(feed.client_id) : null,
      property_id: feed ? String(feed.property_id) : null,
      ical_url: feed?.ical_url ?? '',
    } as Values,
    // The URL rule is the server's (common/contracts); messages are i18n keys under feeds.invalid.
    validate: {
      client_id: (v) => (v ? null : 'client'),
      property_id: (v) => (v ? null : 'property'),
      ical_url: (v) => (httpUrlField.safeParse(v).success ? null : 'url'),
    },
    transformValues: (v): FeedInput => ({ property_id: Number(v.property_id), ical_url: v.ical_url.trim() }),
  });
  const clientId = form.values.client_id ? Number(form.values.client_id) : null;
  const clients = useQuery(clientsQuery());
  const properties = useQuery(clientPropertiesQuery(clientId));
  const mutation = feed ? update : create;
  const errorOf = (field: keyof Values) =>
    form.errors[field] ? t(`feeds.invalid.${String(form.errors[field])}`) : undefined;

  const handleSubmit = form.onSubmit((input) => {
    if (feed) update.mutate({ id: feed.id, input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onRegistered });
  });

  const clientOptions = (clients.data ?? [])
    .filter((c) => c.active_status || String(c.id) === form.values.client_id)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const propertyOptions = (properties.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.city})` }));

  return (
    <FormModal
      title={feed ? t('feeds.editTitle') : t('feeds.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError ? errorText(mutation.error, t('feeds.errorRegister')) : null}
      cancelLabel={t('feeds.cancel')}
      submitLabel={feed ? t('feeds.save') : t('feeds.register')}
      busy={mutation.isPending}
      submitDisabled={!form.values.property_id}
    >
      <ErrorAlert message={clients.isError ? t('feeds.errorClients') : null} />
      <Select
        label={t('feeds.client')}
        placeholder={t('feeds.chooseClient')}
        data={clientOptions}
        searchable
        required
        {...form.getInputProps('client_id')}
        error={errorOf('client_id')}
        onChange={(value) => {
          form.setFieldValue('client_id', value);
          form.setFieldValue('property_id', null);
        }}
      />
      <Select
        label={t('feeds.property')}
        placeholder={clientId === null ? t('feeds.chooseClientFirst') : t('feeds.chooseProperty')}
        data={propertyOptions}
        disabled={clientId === null || properties.isLoading}
        searchable
        required
        nothingFoundMessage={t('feeds.noProperties')}
        {...form.getInputProps('property_id')}
        error={errorOf('property_id')}
      />
      <TextInput
        label={t('feeds.icalUrl')}
        placeholder="https://www.airbnb.com/calendar/ical/….ics"
        required
        type="url"
        {...form.getInputProps('ical_url')}
        error={errorOf('ical_url')}
      />
    </FormModal>
  );
}
