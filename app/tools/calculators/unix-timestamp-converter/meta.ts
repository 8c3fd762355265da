import { Binary } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'unix-timestamp-converter',
  title: 'Unix Timestamp Converter',
  description:
    'Convert Unix epoch timestamps to readable dates and dates back to timestamps, in seconds or milliseconds.',
  href: '/calculators/unix-timestamp-converter',
  example: 'ts=1700000000&date=2024-01-01T00%3A00%3A00Z',
  categoryId: 'calculators',
  keywords: ['epoch', 'unix time', 'timestamp', 'posix'],
  faqs: [
    {
      question: 'What is a Unix timestamp?',
      answer:
        'It is the number of seconds since 00:00:00 UTC on 1 January 1970 (the Unix epoch), not counting leap seconds. It is the same everywhere in the world at the same moment, which is why computers use it; time zones only matter when it is turned into a date and time on a clock.',
    },
    {
      question: 'How does the converter know whether I entered seconds, milliseconds or microseconds?',
      answer:
        'By the number of digits. Up to 11 digits is read as seconds (1700000000), 12 to 14 digits as milliseconds (1700000000000, as JavaScript uses) and 15 to 17 digits as microseconds. For today’s dates these ranges never overlap. The result always says which unit was used, and a decimal part such as 1700000000.5 is fine.',
    },
    {
      question: 'Can a Unix timestamp be negative?',
      answer:
        'Yes. A negative timestamp is a moment before 1970: -1 is 23:59:59 UTC on 31 December 1969, and -86400 is one day before the epoch.',
    },
    {
      question: 'What is the year 2038 problem?',
      answer:
        'Systems that store the timestamp in a signed 32-bit number can count only up to 2147483647, which is 03:14:07 UTC on 19 January 2038. One second later such a counter wraps around to a date in December 1901. Systems using 64-bit numbers, as most now do, are not affected.',
    },
  ],
  related: ['world-clock', 'uuid-generator'],
  icon: Binary,
};
