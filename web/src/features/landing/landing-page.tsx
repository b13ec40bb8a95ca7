import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { AboutSection } from './about-section';
import { CONTACT_FRAGMENT } from './contact-fragment';
import { ContactSection } from './contact-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { ServicesSection } from './services-section';

// The form's validation (zod, @mantine/form) is downloaded when a visitor reaches for it,
// not with the page: hovering or focusing a contact button starts the download.
const loadContactModal = () => import('./contact-modal');
const ContactModal = lazy(() => loadContactModal().then((m) => ({ default: m.ContactModal })));

/** Starts downloading the contact form before it is opened. */
export function preloadContactModal(): void {
  void loadContactModal();
}

/** The public page: nav, hero, About Us, Our Services, Contact, footer. */
export function LandingPage() {
  const [contactOpened, contact] = useDisclosure(false);
  const [contactMounted, mount] = useDisclosure(false);
  const openContact = (event?: MouseEvent) => {
    event?.preventDefault();
    mount.open();
    contact.open();
  };
  useEffect(() => {
    if (window.location.hash !== CONTACT_FRAGMENT) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    mount.open();
    contact.open();
  }, [mount, contact]);
  return (
    <Box bg="white">
      <LandingHeader />
      <main>
        <LandingHero onContact={openContact} onContactIntent={preloadContactModal} />
        <AboutSection />
        <ServicesSection />
        <ContactSection onSendEmail={openContact} onContactIntent={preloadContactModal} />
      </main>
      <LandingFooter />
      {contactMounted && (
        <Suspense fallback={null}>
          <ContactModal opened={contactOpened} onClose={contact.close} />
        </Suspense>
      )}
    </Box>
  );
}
