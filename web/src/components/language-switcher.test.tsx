import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import i18n, { LANGUAGE_KEY } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('unauthorized.goNow')}</p>;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('language switcher', () => {
  it('starts in English, switches to Spanish and remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      <>
        <LanguageSwitcher />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Go to Login Now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'ES' }));

    expect(await screen.findByText('Ir al inicio de sesión ahora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
