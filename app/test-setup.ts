import 'temporal-polyfill/global';
