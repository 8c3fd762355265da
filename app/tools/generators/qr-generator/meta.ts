import { QrCode } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'qr-generator',
  title: 'QR Code Generator',
  description: 'Make a QR code for a link or text and download it as an image, without sign-up or tracking.',
  href: '/generators/qr-generator',
  example: 'text=https%3A%2F%2Fexample.com%2Fmenu&ec=Q&size=320',
  categoryId: 'generators',
  keywords: ['qr code', 'qr maker', 'barcode', 'link to qr'],
  faqs: [
    {
      question: 'Do these QR codes expire or track scans?',
      answer:
        'No. The code holds your text or link directly and is made in your browser, so it works for as long as the link itself works. Nothing is uploaded, and no scan counting or redirect service is involved.',
    },
    {
      question: 'Which error correction level should I choose?',
      answer:
        'M (15%) suits most screens and prints. Choose Q (25%) or H (30%) if the code may get scratched or dirty, or if you will put a small logo over it. Higher levels make a denser code, so long texts may need L (7%).',
    },
    {
      question: 'PNG or SVG?',
      answer:
        'PNG is a picture at the size you choose, good for websites, documents and messages. SVG is a vector file that stays sharp at any size, best for print: flyers, posters, menus and stickers.',
    },
    {
      question: 'Can I use my own colours?',
      answer:
        'Yes, but keep a dark foreground on a light background with a contrast of at least 4:1. Light-on-dark or pale codes fail on many phones; the page warns you when this happens.',
    },
  ],
  related: ['password-generator', 'base64-image-converter', 'slug-generator'],
  icon: QrCode,
};
