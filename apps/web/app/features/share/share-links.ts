export type ShareNetwork = 'facebook' | 'whatsApp' | 'linkedIn' | 'x' | 'sms';

export type ShareLink = { readonly network: ShareNetwork; readonly href: string };

/** Where each network shares a page: its URL and, where the network takes one, a message. */
export function shareLinks(url: string, message: string): ShareLink[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(`${message} ${url}`);
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: 'whatsApp', href: `https://api.whatsapp.com/send?text=${text}` },
    { network: 'linkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { network: 'x', href: `https://x.com/intent/post?url=${link}&text=${encodeURIComponent(message)}` },
    { network: 'sms', href: `sms:?&body=${text}` },
  ];
}
