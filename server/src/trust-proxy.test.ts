import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

// The contact form allows 5 messages per address in 10 minutes; behind a proxy every request comes
// from the proxy's address, so the limit must count the client address the proxy forwards.
const behindProxy = await createTestApp({ trustProxy: 'loopback', companyEmail: 'office@clean.example' });
const direct = await createTestApp({ companyEmail: 'office@clean.example' });
const message = { name: 'Guest', email: 'guest@example.com', subject: 'Quote', message: 'Two flats, weekly.' };

const contact = (ctx: typeof direct, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/emails/company',
    payload: message,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy each visitor has a limit of its own', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(behindProxy, '203.0.113.7')).statusCode).toBe(202);
    expect((await contact(behindProxy, '203.0.113.7')).statusCode).toBe(429);
    // Another visitor through the same proxy is not affected; a forged hop before the proxy's is ignored.
    expect((await contact(behindProxy, '198.51.100.20')).statusCode).toBe(202);
    expect((await contact(behindProxy, '10.1.1.1, 203.0.113.7')).statusCode).toBe(429);
  });

  it('without it X-Forwarded-For is ignored, so a visitor cannot dodge the limit by inventing addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(direct, `203.0.113.${i + 1}`)).statusCode).toBe(202);
    expect((await contact(direct, '203.0.113.99')).statusCode).toBe(429);
  });
});
