import type { LegalTexts } from './en';

const id: LegalTexts = {
  contents: 'Daftar isi',
  lastUpdated: 'Ketentuan terakhir diperbarui',
  terms: {
    title: 'Syarat dan Ketentuan',
    subtitle: 'Kampanye pra-registrasi dan layanan game penerbit',
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: 'Kampanye pra-registrasi dan layanan game {{game}}',
    intro:
      'Harap baca dengan saksama: ini adalah perjanjian antara Anda dan Perusahaan untuk kampanye dan game.',
    sections: {
      definitions: {
        title: 'Definisi',
        body: `Dalam ketentuan ini:

- "Akun", disebut juga User ID, adalah akun yang Anda gunakan di layanan kami.
- "Akun Game" adalah karakter atau profil dalam game; Anda dapat memiliki beberapa dalam satu game.
- "Mata Uang Dalam Game" adalah mata uang virtual yang digunakan di dalam game.
- "Koin" adalah koin Perusahaan yang dibeli di portal.
- "Konten" adalah teks, gambar, atau video yang Anda kirim.
- "Layanan Berbayar" adalah layanan, item, atau mata uang yang Anda bayar.
- "Mitra" adalah perusahaan yang menyediakan layanan bersama kami.`,
      },
      agreement: {
        title: 'Perjanjian',
        body: 'Dengan pra-registrasi, mengikuti kampanye, atau memainkan game, Anda menyetujui ketentuan ini. Jika tidak setuju, jangan gunakan layanan.',
      },
      amendments: {
        title: 'Perubahan',
        body: 'Kami dapat mengubah ketentuan ini dan mengumumkannya di halaman ini sebelum berlaku; tanggal di atas menunjukkan versi yang berlaku.',
      },
      account: {
        title: 'Akun',
        body: `Akun Anda bersifat pribadi: tidak boleh dipindahtangankan, dijual, atau dipinjamkan.

Akun Game dapat dipindahkan ke pengguna lain hanya dengan persetujuan dan dukungan Perusahaan, beserta itemnya tetapi tanpa Koin.

Akun yang tidak aktif selama 180 hari dapat dihapus atau diakhiri. Menghapus Akun mengakhiri hak Anda menggunakan layanan.`,
      },
      serviceRegulations: {
        title: 'Peraturan layanan',
        body: 'Kampanye, poin, misi, undian, dan hadiah mengikuti aturan di halaman kampanye. Hadiah memerlukan Akun; undian untuk pemain yang pra-registrasi di situs web.',
      },
      advertising: { title: 'Iklan', body: 'Layanan dapat menampilkan iklan dari Perusahaan dan Mitranya.' },
      partnerServices: {
        title: 'Layanan mitra',
        body: 'Beberapa layanan disediakan oleh Mitra dengan ketentuan mereka sendiri, yang Anda terima saat menggunakannya.',
      },
      content: {
        title: 'Konten',
        body: 'Anda tetap memiliki hak atas Konten yang Anda kirim dan mengizinkan kami menampilkannya di layanan. Konten yang melanggar hukum atau ketentuan ini dapat dihapus.',
      },
      gameCurrency: {
        title: 'Mata uang game',
        body: `Mata Uang Dalam Game dan Koin hanya dapat digunakan di Akun yang memperolehnya dan tidak dapat dipindahkan antar Akun.

Mata uang yang telah dibelanjakan tidak dapat dikembalikan kecuali hukum atau Perusahaan menentukan lain. Layanan Berbayar tidak dapat dikembalikan.`,
      },
      restrictions: {
        title: 'Larangan',
        body: `Anda tidak boleh:

- menggunakan cheat, bot, atau perangkat lunak tanpa izin;
- memanfaatkan kesalahan game alih-alih melaporkannya;
- membuat Akun untuk mengumpulkan hadiah kampanye secara tidak adil;
- melecehkan pemain lain.`,
      },
      userResponsibilities: {
        title: 'Tanggung jawab pengguna',
        body: 'Jaga kata sandi Anda dan segera laporkan kesalahan game kepada Perusahaan dalam batas waktu yang ditetapkannya.',
      },
      termination: {
        title: 'Pengakhiran',
        body: 'Perusahaan dapat menangguhkan, menghapus, atau membatasi Akun tanpa pemberitahuan jika ketentuan ini dilanggar.',
      },
      disclaimer: {
        title: 'Penafian',
        body: 'Layanan disediakan apa adanya. Perusahaan tidak bertanggung jawab atas kerugian akibat peristiwa di luar kendalinya.',
      },
      intellectualProperty: {
        title: 'Kekayaan intelektual',
        body: 'Game, karakter, karya seni, dan teksnya milik Perusahaan atau pemberi lisensinya.',
      },
      governingLaw: {
        title: 'Hukum yang berlaku',
        body: 'Ketentuan ini tunduk pada hukum negara tempat Perusahaan terdaftar.',
      },
      questions: {
        title: 'Pertanyaan',
        body: 'Ada pertanyaan tentang ketentuan ini? Hubungi kami melalui Pusat Bantuan.',
      },
    },
  },
  privacy: {
    title: 'Kebijakan Privasi',
    subtitle: 'Bagaimana kampanye pra-registrasi penerbit menggunakan data Anda',
    /** The same, for one game's campaign (?game=<gameCode>). */
    gameSubtitle: 'Bagaimana kampanye {{game}} menggunakan data Anda',
    intro:
      'Kebijakan ini menjelaskan data yang kami kumpulkan saat Anda pra-registrasi dan mengikuti kampanye, serta alasannya.',
    sections: {
      definition: {
        title: 'Definisi',
        body: '"Data pribadi" adalah informasi yang mengidentifikasi Anda, seperti email atau alamat pengiriman.',
      },
      generalRegulations: {
        title: 'Ketentuan umum',
        body: 'Kami memproses data pribadi secara sah, hanya untuk tujuan di bawah ini, dan menjaganya tetap aman.',
      },
      collection: {
        title: 'Pengumpulan',
        body: `Kami mengumpulkan:

- email dan kata sandi saat Anda pra-registrasi;
- persetujuan Anda atas ketentuan dan EULA, beserta waktu dan versinya;
- aktivitas kampanye: poin, misi, video yang ditonton, undangan;
- alamat pengiriman dan nomor kontak yang dikirim pemenang undian.`,
      },
      purpose: {
        title: 'Tujuan',
        body: 'Kami menggunakan data untuk menjalankan Akun Anda, memberi hadiah kampanye, mengadakan undian, dan mengirim hadiah.',
      },
      displayAndDisclosure: {
        title: 'Penampilan dan pengungkapan',
        body: 'Pemenang diumumkan dengan nomor undian dan nama panggilan. Alamat pengiriman hanya dibagikan kepada kurir yang mengantar hadiah.',
      },
      changes: {
        title: 'Perubahan',
        body: 'Kami dapat memperbarui kebijakan ini; tanggal di atas menunjukkan versi yang berlaku.',
      },
      consistencyWithTerms: {
        title: 'Kesesuaian dengan ketentuan',
        body: 'Kebijakan ini bagian dari Syarat dan Ketentuan; jika berbeda mengenai data pribadi, kebijakan ini yang berlaku.',
      },
      governingLaw: {
        title: 'Hukum yang berlaku',
        body: 'Kebijakan ini tunduk pada hukum negara tempat Perusahaan terdaftar.',
      },
      questions: {
        title: 'Pertanyaan',
        body: 'Ada pertanyaan tentang data Anda? Hubungi kami melalui Pusat Bantuan.',
      },
    },
  },
};

export default id;
