import type { LegalTexts } from './en';

const id: LegalTexts = {
  contents: 'Daftar isi',
  backToTop: 'Kembali ke atas',
  tou: {
    title: 'Ketentuan Penggunaan',
    subtitle: 'Ketentuan Penggunaan dan Perjanjian Lisensi Pengguna Akhir (EULA)',
    lastUpdated: 'Ketentuan terakhir diperbarui:',
    intro:
      'Bacalah ketentuan ini dengan saksama. Ketentuan ini adalah perjanjian antara kamu dan Perusahaan untuk semua yang kamu lakukan di portal dan di game kami.',
    sections: {
      definitions: {
        title: 'Definisi',
        body: `Dalam Ketentuan ini:

- "Perusahaan", "kami" berarti penerbit yang menjalankan portal ini beserta game-gamenya.
- "Layanan" berarti portal, game, situs web, aplikasi, dan semua layanan terkait milik kami.
- "Akun", disebut juga User ID, berarti akun yang kamu buat untuk menggunakan Layanan.
- "Akun Game" berarti karakter atau profil di dalam game; kamu boleh memiliki beberapa Akun Game dalam satu game.
- "Mata Uang Dalam Game" berarti mata uang virtual yang digunakan di dalam game.
- "Gold" berarti koin Perusahaan yang dibeli di portal, termasuk Gold Terikat.
- "Konten" berarti teks, gambar, video, dan materi lain yang kamu kirimkan ke Layanan.
- "Layanan Berbayar" berarti layanan, item, atau mata uang yang kamu bayar.
- "Mitra" berarti perusahaan yang menyediakan layanan bersama kami atau melalui Layanan.`,
      },
      agreement: {
        title: 'Persetujuan',
        body: `Dengan membuat Akun atau menggunakan Layanan, kamu menyetujui Ketentuan Penggunaan dan Perjanjian Lisensi Pengguna Akhir ini ("Ketentuan"). Jika tidak setuju, mohon jangan gunakan Layanan.

Jika kamu belum dewasa menurut hukum di tempat tinggalmu, orang tua atau wali sah harus membaca dan menerima Ketentuan ini untukmu.`,
      },
      amendments: {
        title: 'Perubahan',
        body: `Kami dapat mengubah Ketentuan ini ketika Layanan atau hukum berubah. Kami mengumumkan perubahan di portal paling lambat 7 hari sebelum berlaku, atau 30 hari sebelumnya jika perubahan mengurangi hakmu. Tanggal di bagian atas halaman ini menunjukkan versi yang berlaku.

Jika kamu tetap menggunakan Layanan setelah perubahan berlaku, kamu menerima Ketentuan yang baru. Jika tidak, kamu boleh berhenti menggunakan Layanan dan menutup Akunmu.`,
      },
      account: {
        title: 'Akun',
        body: `- Akunmu bersifat pribadi: kamu tidak boleh menjual, memindahkan, meminjamkan, atau membagikannya.
- Akun Game hanya dapat dipindahkan ke pengguna lain dengan persetujuan dan bantuan Perusahaan; item ikut berpindah, Gold tidak.
- Jaga kerahasiaan kata sandimu. Kamu bertanggung jawab atas semua yang dilakukan dengan Akunmu.
- Akun yang tidak aktif selama 180 hari dapat dihapus atau diakhiri. Menghapus Akun mengakhiri hakmu untuk menggunakan Layanan dengan Akun tersebut.`,
      },
      serviceRegulations: {
        title: 'Aturan layanan',
        body: `Kami berupaya menjalankan Layanan 24 jam sehari, tetapi kami dapat menghentikannya sementara untuk pemeliharaan, peningkatan, atau kejadian di luar kendali kami. Pemeliharaan terjadwal diumumkan di portal lebih dulu bila memungkinkan.

Game, fitur, dan event dapat berubah atau berakhir. Jika sebuah game ditutup, kami mengumumkannya paling lambat 30 hari sebelumnya dan menjelaskan apa yang terjadi pada item dan Mata Uang Dalam Game-nya.`,
      },
      advertising: {
        title: 'Iklan',
        body: 'Layanan dapat menampilkan iklan game kami dan game Mitra kami. Kami tidak pernah menjual data pribadimu kepada pengiklan; Kebijakan Privasi menjelaskan cara datamu digunakan.',
      },
      partnerServices: {
        title: 'Layanan mitra',
        body: 'Beberapa fitur disediakan oleh Mitra, misalnya pembayaran, masuk dengan media sosial, dan chat bantuan. Ketentuan mereka sendiri berlaku untuk layanan mereka. Kami memilih Mitra dengan cermat, tetapi kami tidak bertanggung jawab atas layanan mereka melebihi yang diwajibkan hukum.',
      },
      content: {
        title: 'Konten',
        body: `Kamu tetap memiliki Konten yang kamu kirimkan. Kamu memberi kami lisensi global tanpa royalti untuk menggunakan, menampilkan, dan menyesuaikannya demi menjalankan dan mempromosikan Layanan.

Konten tidak boleh melanggar hukum, mengandung kebencian, menyesatkan, atau melanggar hak siapa pun. Kami dapat menghapus Konten yang melanggar Ketentuan ini tanpa pemberitahuan.`,
      },
      gameCurrency: {
        title: 'Mata uang game',
        body: `- Gold dan Mata Uang Dalam Game tidak bernilai di luar Layanan dan tidak dapat ditukar dengan uang.
- Gold dan Mata Uang Dalam Game yang sudah digunakan tidak dikembalikan, kecuali diwajibkan hukum atau diputuskan lain oleh Perusahaan. Layanan Berbayar tidak dapat dikembalikan.
- Gold dan Mata Uang Dalam Game hanya dapat digunakan di Akun yang membelinya, dan tidak dapat dipindahkan antar-Akun.
- Gold Terikat kedaluwarsa pada akhir tahun setelah tahun kamu menerimanya.`,
      },
      restrictions: {
        title: 'Larangan',
        body: `Kamu tidak boleh:

- menggunakan cheat, bot, exploit, atau perangkat lunak pihak ketiga yang tidak sah;
- mengganggu server, jaringan kami, atau penggunaan Layanan oleh pemain lain;
- menyamar sebagai orang lain, atau mengumpulkan data pengguna lain;
- membeli atau menjual Akun, Akun Game, item, atau mata uang demi uang di luar Layanan;
- menyalin, mengubah, merekayasa balik, atau menjual kembali bagian mana pun dari Layanan.`,
      },
      userResponsibilities: {
        title: 'Tanggung jawab pengguna',
        body: `Laporkan setiap error game kepada kami segera, dalam batas waktu yang kami umumkan, dan jangan memanfaatkannya. Item atau mata uang yang didapat dari error dapat dihapus.

Kamu bertanggung jawab atas perangkat, koneksi internet, dan biaya yang menyertainya, serta menjaga email kontakmu tetap terbaru.`,
      },
      termination: {
        title: 'Pengakhiran',
        body: `Kami dapat menangguhkan, membatasi, atau menghapus Akun, dengan atau tanpa pemberitahuan, jika Akun melanggar Ketentuan ini, serta Akun tidak aktif sebagaimana dijelaskan di bagian 4.

Kamu dapat berhenti menggunakan Layanan kapan saja dan meminta kami menghapus Akunmu melalui Hubungi Kami. Gold yang tersisa di Akun yang ditutup tidak dikembalikan, kecuali diwajibkan hukum.`,
      },
      disclaimer: {
        title: 'Penafian',
        body: 'Layanan disediakan "sebagaimana adanya". Sejauh diizinkan hukum, kami tidak menjanjikan Layanan selalu tersedia atau bebas error, dan kami tidak bertanggung jawab atas kerugian tidak langsung atau konsekuensial. Tidak ada dalam Ketentuan ini yang membatasi hak yang diberikan hukum perlindungan konsumen kepadamu.',
      },
      intellectualProperty: {
        title: 'Kekayaan intelektual',
        body: 'Layanan, game, karakter, karya seni, musik, dan perangkat lunak adalah milik Perusahaan atau pemberi lisensinya. Kami memberimu lisensi pribadi, non-eksklusif, tidak dapat dipindahtangankan, dan dapat dicabut untuk menggunakannya sebagai hiburan pribadi, bukan untuk tujuan komersial.',
      },
      governingLaw: {
        title: 'Hukum yang berlaku',
        body: `Ketentuan ini tunduk pada hukum negara tempat Perusahaan terdaftar. Kami akan lebih dulu berusaha menyelesaikan sengketa denganmu secara damai; jika gagal dalam 30 hari, sengketa diajukan ke pengadilan yang berwenang di negara tersebut.

Hal ini tidak menghapus perlindungan hukum konsumen yang wajib berlaku di negara tempat tinggalmu.`,
      },
      questions: {
        title: 'Pertanyaan',
        body: 'Ada pertanyaan tentang Ketentuan ini? Ketuk Butuh Bantuan di bagian atas halaman mana pun lalu pilih Hubungi Kami untuk chat dengan tim dukungan kami, atau kirimkan masukan kepada kami.',
      },
    },
  },
  privacy: {
    title: 'Kebijakan Privasi',
    subtitle: 'Cara kami mengumpulkan, menggunakan, dan melindungi data pribadimu',
    lastUpdated: 'Kebijakan terakhir diperbarui:',
    intro:
      'Privasimu penting bagi kami. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan saat kamu menggunakan portal dan game kami, alasannya, dan pilihan yang kamu miliki.',
    sections: {
      definition: {
        title: 'Definisi',
        body: `- "Data pribadi" berarti informasi yang mengidentifikasi dirimu secara langsung atau tidak langsung, seperti alamat email, User ID, perangkat, dan caramu menggunakan Layanan.
- "Pemrosesan" berarti segala tindakan terhadap data pribadi: mengumpulkan, menyimpan, menggunakan, membagikan, atau menghapusnya.
- "Kami" berarti Perusahaan, yang menentukan cara data pribadimu diproses. Istilah lain memiliki arti sebagaimana dalam Ketentuan Penggunaan.`,
      },
      generalRegulations: {
        title: 'Ketentuan umum',
        body: `Kami memproses data pribadi secara sah dan adil, hanya untuk tujuan yang tercantum dalam kebijakan ini, dan tidak menyimpannya lebih lama dari yang diperlukan.

Kami melindunginya dengan langkah teknis dan organisasi: koneksi terenkripsi, kata sandi yang hanya disimpan sebagai hash dengan salt, akses staf yang terbatas, dan peninjauan rutin.`,
      },
      collection: {
        title: 'Pengumpulan',
        body: `Kami mengumpulkan:

- data yang kamu berikan: alamat email, nama panggilan, kata sandi, detail profil seperti tanggal lahir, masukan, dan pesanmu kepada tim dukungan;
- data yang dibagikan Mitra masuk saat kamu memilih masuk dengan media sosial, seperti alamat email dan profil publik;
- data pembelian: top up, transaksi, dan saldo dompet (detail kartu tetap berada di penyedia pembayaran);
- data penggunaan dan perangkat: alamat IP, jenis browser dan perangkat, bahasa, halaman yang dikunjungi, aktivitas game, dan log akses.`,
      },
      purpose: {
        title: 'Tujuan',
        body: `Kami menggunakan data pribadi untuk:

- membuat dan melindungi Akunmu serta memasukkanmu ke Layanan;
- menyediakan game, dompet, peringkat VIP, misi, hadiah, dan event;
- memproses pembayaran serta mencegah penipuan dan penyalahgunaan, misalnya dengan membatasi permintaan per alamat IP;
- menjawab masukan dan permintaan dukunganmu;
- meningkatkan Layanan dan, dengan persetujuanmu bila diwajibkan hukum, mengirimkan berita dan penawaran.`,
      },
      displayAndDisclosure: {
        title: 'Tampilan dan pengungkapan',
        body: `Nama panggilan, avatar, tipe kepribadian, peringkat VIP, dan aktivitas game-mu tampil di profil publikmu.

Kami tidak menjual data pribadi. Kami hanya membagikannya kepada Mitra yang memprosesnya untuk kami berdasarkan kontrak (hosting, pembayaran, layanan pelanggan, analitik), atas permintaanmu, atau bila diwajibkan hukum.`,
      },
      changes: {
        title: 'Perubahan',
        body: 'Kami dapat memperbarui kebijakan ini. Tanggal di bagian atas menunjukkan versi yang berlaku, dan kami mengumumkan perubahan penting di portal sebelum berlaku.',
      },
      consistencyWithTerms: {
        title: 'Keselarasan dengan Ketentuan',
        body: 'Kebijakan ini adalah bagian dari Ketentuan Penggunaan. Jika keduanya berbeda mengenai data pribadi, kebijakan ini yang berlaku.',
      },
      governingLaw: {
        title: 'Hukum yang berlaku',
        body: `Kebijakan ini tunduk pada hukum yang sama dengan Ketentuan Penggunaan dan pada hukum perlindungan data yang berlaku bagimu.

Kamu dapat meminta untuk melihat, memperbaiki, mengekspor, atau menghapus data pribadimu, atau menolak cara kami menggunakannya, melalui Hubungi Kami.`,
      },
      questions: {
        title: 'Pertanyaan',
        body: 'Ada pertanyaan atau permintaan tentang data pribadimu? Ketuk Butuh Bantuan di bagian atas halaman mana pun lalu pilih Hubungi Kami, atau kirimkan masukan: tim perlindungan data kami akan menjawab.',
      },
    },
  },
};
export default id;
