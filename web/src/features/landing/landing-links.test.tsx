import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ContactSection } from './contact-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

// The server writes the company's links into index.html (server/src/plugins/public-page.ts).
function serverSettings(settings: Record<string, string>) {
  const script = document.createElement('script');
  script.id = 'company-settings';
  script.type = 'application/json';
  script.textContent = JSON.stringify(settings);
  document.head.append(script);
}

afterEach(() => document.getElementById('company-settings')?.remove());

function renderPublicParts() {
  renderWithApp(
    <>
      <LandingHeader />
      <ContactSection onSendEmail={() => {}} onContactIntent={() => {}} />
      <LandingFooter />
    </>,
  );
}

describe("the landing page's contact links", () => {
  it("link to the company's WhatsApp, Facebook and LinkedIn and show its e-mail", async () => {
    serverSettings({
      email: 'hola@brightstay.cr',
      whatsappUrl: 'https://wa.me/50688887777',
      facebookUrl: 'https://www.facebook.com/brightstay.cr',
      linkedinUrl: 'https://www.linkedin.com/company/brightstay',
    });
    renderPublicParts();
    await screen.findAllByRole('link', { name: 'WhatsApp' });
    for (const link of screen.getAllByRole('link', { name: 'WhatsApp' }))
      expect(link).toHaveAttribute('href', 'https://wa.me/50688887777');
    for (const link of screen.getAllByRole('link', { name: /Facebook|Follow/ }))
      expect(link).toHaveAttribute('href', 'https://www.facebook.com/brightstay.cr');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/brightstay',
    );
    expect(screen.getByRole('button', { name: /Copy our email address/ })).toHaveTextContent('hola@brightstay.cr');
  });

  it('hide every link the server has no setting for', async () => {
    serverSettings({ linkedinUrl: 'https://www.linkedin.com/company/brightstay' });
    renderPublicParts();
    await screen.findByRole('link', { name: 'LinkedIn' });
    expect(screen.queryByRole('link', { name: /WhatsApp|Chat/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facebook|Follow/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy our email address/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/example\.com/);
    expect(document.querySelector('a[href*="wa.me"], a[href^="mailto:"]')).toBeNull();
  });
});
