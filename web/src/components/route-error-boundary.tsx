import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <Title order={2}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The boundary clears its error when this changes (the URL path). */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/** Catches a screen that fails to render or whose code cannot be downloaded (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Moving to another URL gives the new screen a fresh chance.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
