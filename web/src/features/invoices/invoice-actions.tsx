import { Alert, Button, Group, Menu, Stack, Textarea } from '@mantine/core';
import {
  IconCash,
  IconChevronDown,
  IconFileTypePdf,
  IconMail,
  IconSend,
  IconTrash,
  IconBan,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { issueInvoiceInput, voidInvoiceInput, type Invoice } from '@common/contracts/invoices';
import { canVoid, takesPayments } from '@common/domain/invoice';
import { ErrorAlert } from '../../components/error-alert';
import { fixableDetail } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import {
  useDeleteDraft,
  useDownloadInvoice,
  useEmailInvoice,
  useIssueInvoice,
  useVoidInvoice,
} from '../../lib/resources/invoices';
import { ConfirmModal } from './confirm-modal';
import { ExchangeRateInput } from './exchange-rate-input';
import { PaymentModal } from './payment-modal';

/** The API's sentence when it is the user's to fix, else the screen's own. */
const sentence = (error: Error | null, fallback: string) => (error ? (fixableDetail(error) ?? fallback) : null);

type Dialog = 'issue' | 'delete' | 'payment' | 'void' | null;

/** What can be done to an invoice in its status: issue or delete a draft; PDF; e-mail, pay, void an issued one. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  // A USD invoice's exchange rate may be set or changed on issue (it prints with the total in colones).
  const [rate, setRate] = useState<string | number>(invoice.exchange_rate ?? '');
  const [rateError, setRateError] = useState<string | undefined>();
  const issue = useIssueInvoice();
  const remove = useDeleteDraft();
  const email = useEmailInvoice();
  const download = useDownloadInvoice();
  const voiding = useVoidInvoice();
  const close = () => {
    setDialog(null);
    issue.reset();
    remove.reset();
    voiding.reset();
  };
  const isDraft = invoice.status === 'draft';

  const confirmIssue = () => {
    const parsed = issueInvoiceInput.safeParse(invoice.currency === 'USD' ? { exchange_rate: rate } : {});
    if (!parsed.success) return setRateError(parsed.error.issues[0]?.message);
    setRateError(undefined);
    issue.mutate({ id: invoice.id, input: parsed.data }, { onSuccess: close });
  };

  const confirmVoid = () => {
    const parsed = voidInvoiceInput.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    setReasonError(undefined);
    voiding.mutate({ id: invoice.id, input: parsed.data }, { onSuccess: close });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {isDraft && (
          <Button leftSection={<IconSend size={16} />} onClick={() => setDialog('issue')}>
            {t('invoices.issue')}
          </Button>
        )}
        {takesPayments(invoice.status) && (
          <Button leftSection={<IconCash size={16} />} onClick={() => setDialog('payment')}>
            {t('invoices.recordPayment')}
          </Button>
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} />}
              rightSection={<IconChevronDown size={14} />}
              loading={download.isPending}
            >
              {t('invoices.pdf')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(['en', 'es'] as const).map((lang) => (
              <Menu.Item key={lang} onClick={() => download.mutate({ invoice, lang })}>
                {t(`invoices.pdfIn.${lang}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {!isDraft && invoice.status !== 'void' && (
          <Button
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={email.isPending}
            onClick={() => email.mutate(invoice.id)}
          >
            {t('invoices.email')}
          </Button>
        )}
        {isDraft && (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
            {t('invoices.deleteDraft')}
          </Button>
        )}
        {canVoid(invoice.status) && (
          <Button variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => setDialog('void')}>
            {t('invoices.void')}
          </Button>
        )}
      </Group>
      {email.isSuccess && (
        <Alert color="teal" variant="light" role="status">
          {t('invoices.emailed', { to: email.data.to })}
        </Alert>
      )}
      <ErrorAlert message={sentence(email.error, t('invoices.emailError'))} />
      <ErrorAlert message={sentence(download.error, t('invoices.pdfError'))} />

      {dialog === 'issue' && (
        <ConfirmModal
          title={t('invoices.issueTitle')}
          text={t('invoices.issueText', { client: invoice.client_name })}
          confirmLabel={t('invoices.issue')}
          busy={issue.isPending}
          error={sentence(issue.error, t('invoices.issueError'))}
          onConfirm={confirmIssue}
          onClose={close}
        >
          {invoice.currency === 'USD' && <ExchangeRateInput value={rate} onChange={setRate} error={rateError} />}
        </ConfirmModal>
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          title={t('invoices.deleteTitle')}
          text={t('invoices.deleteText')}
          confirmLabel={t('invoices.deleteDraft')}
          color="red"
          busy={remove.isPending}
          error={sentence(remove.error, t('invoices.deleteError'))}
          onConfirm={() => remove.mutate(invoice.id, { onSuccess: () => void navigate('/invoices') })}
          onClose={close}
        />
      )}
      {dialog === 'void' && (
        <ConfirmModal
          title={t('invoices.voidTitle')}
          text={t('invoices.voidText')}
          confirmLabel={t('invoices.void')}
          color="red"
          busy={voiding.isPending}
          error={sentence(voiding.error, t('invoices.voidError'))}
          onConfirm={confirmVoid}
          onClose={close}
        >
          <Textarea
            label={t('invoices.voidReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError('invoices', reasonError)}
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
          />
        </ConfirmModal>
      )}
      {dialog === 'payment' && <PaymentModal invoice={invoice} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
