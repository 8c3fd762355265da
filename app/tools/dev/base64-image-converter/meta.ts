import { Image } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'base64-image-converter',
  title: 'Image to Base64 Converter',
  description: 'Encode an image as a Base64 data URL for CSS or HTML, entirely in your browser.',
  href: '/dev/base64-image-converter',
  example: '',
  categoryId: 'dev',
  keywords: ['base64', 'data uri', 'data url', 'encode image', 'inline image'],
  faqs: [
    {
      question: 'Is my image uploaded anywhere?',
      answer: 'No. The image is read and encoded by your browser and never leaves your device.',
    },
    {
      question: 'How large can the image be?',
      answer: 'Up to 10MB. The Base64 text is about a third larger than the original file.',
    },
  ],
  related: ['json-beautifier', 'qr-generator'],
  icon: Image,
};
