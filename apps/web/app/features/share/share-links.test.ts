import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  const url = 'https://camello.example/empleos/cajero-v-1?utm=a&b=c';
  const links = Object.fromEntries(
    shareLinks(url, 'Mira esta vacante: Cajero & mesero').map((l) => [l.network, l.href]),
  );

  it('shares the encoded URL on every network, in a fixed order', () => {
    expect(Object.keys(links)).toEqual(['facebook', 'whatsApp', 'linkedIn', 'x', 'sms']);
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcamello.example%2Fempleos%2Fcajero-v-1%3Futm%3Da%26b%3Dc',
    );
    expect(links.linkedIn).toContain('share-offsite/?url=https%3A%2F%2Fcamello.example');
  });

  it('puts the message and the link in the text of WhatsApp and SMS, and the message beside the link on X', () => {
    const message = decodeURIComponent(new URL(links.whatsApp ?? '').searchParams.get('text') ?? '');
    expect(message).toBe(`Mira esta vacante: Cajero & mesero ${url}`);
    expect(links.sms?.startsWith('sms:?&body=Mira%20esta%20vacante')).toBe(true);
    const x = new URL(links.x ?? '');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe('Mira esta vacante: Cajero & mesero');
  });
});
