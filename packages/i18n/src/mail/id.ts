import type { MailTexts } from './en';

/** Email yang dikirim API (namespace `mail`), bahasa Indonesia. */
export const mailId: MailTexts = {
  code: {
    subject: '{{code}} adalah kode verifikasi Player Portal kamu',
    heading: 'Kode verifikasi kamu',
    register: 'Gunakan kode ini untuk menyelesaikan pembuatan akun Player Portal kamu.',
    email: 'Gunakan kode ini untuk mengonfirmasi alamat email akun Player Portal kamu.',
    validity: 'Kode ini hanya berlaku sekali dan kedaluwarsa dalam {{minutes}} menit.',
    ignore: 'Jika kamu tidak memintanya, abaikan email ini: tidak ada yang berubah tanpa kode ini.',
  },
  reset: {
    subject: 'Atur ulang kata sandi Player Portal kamu',
    heading: 'Pilih kata sandi baru',
    intro: 'Seseorang (semoga kamu) meminta untuk mengatur ulang kata sandi akun Player Portal kamu.',
    validity: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam {{minutes}} menit.',
    button: 'Atur ulang kata sandi',
    fallback: 'Jika tombol tidak berfungsi, buka alamat ini:',
    ignore: 'Jika kamu tidak memintanya, abaikan email ini: kata sandi kamu tetap sama.',
  },
};
