import type { Texts } from './en';

const id: Texts = {
  title: 'Crazy Ones',
  tagline: 'Empat orang aneh, satu kota yang tak pernah tidur, dan setiap pilihan ada di tanganmu.',
  sectionNav: 'Bagian',
  sections: {
    home: 'BERANDA',
    milestone: 'PENCAPAIAN',
    story: 'CERITA',
    characters: 'KARAKTER',
    features: 'FITUR',
  },
  home: {
    launch: 'Rilis {{date}}',
    cta: 'Pra-registrasi sekarang',
    preRegister: 'Pra-registrasi untuk hadiah peluncuran',
  },
  milestone: {
    intro: 'Setiap pra-registrasi, di situs web dan di toko aplikasi, membuka hadiah untuk semua orang.',
  },
  story: {
    intro: 'Game cerita tentang orang-orang yang dianggap gila oleh semua orang.',
    paragraphs: {
      one: 'Neon Harbor berjalan dengan aturan yang tak seorang pun ingat pernah menulisnya. Saat kota menutup pasar malam terakhirnya, empat orang asing yang tak pernah cocok di mana pun memutuskan untuk tetap membukanya — dengan cara mereka sendiri.',
      two: 'Setiap bab memintamu memilih: siapa yang dipercaya, apa yang dipertaruhkan, dan rahasia mana yang disimpan. Pilihanmu mengubah persahabatan, kota, dan akhir ceritanya.',
    },
    imageAlt: 'Empat siluet di depan jendela-jendela Neon Harbor yang menyala di malam hari',
  },
  characters: {
    intro: 'Kenali empat orang gila ini.',
    gallery: 'Pilih karakter',
    job: 'Pekerjaan',
    issue: 'Masalah',
    biodata: 'Biodata',
    portraitAlt: '{{name}}: potret',
    statsAlt: '{{name}}: kartu biodata',
    items: {
      juno: {
        name: 'Juno',
        text: 'Fotografer jalanan yang memetakan kota lewat sudut-sudut yang terlupakan. Ia percaya setiap pintu terkunci menyimpan cerita.',
        issue: 'Tidak bisa diam di satu tempat cukup lama untuk menyelesaikan apa pun.',
      },
      rook: {
        name: 'Rook',
        text: 'Mantan kurir yang hafal setiap jalan pintas di atap Neon Harbor dan tak pernah terlambat mengantar.',
        issue: 'Berutang budi pada orang yang salah.',
      },
      marlowe: {
        name: 'Marlowe',
        text: 'Penjudi catur yang merencanakan sepuluh langkah ke depan namun tetap dikejutkan oleh teman-temannya.',
        issue: 'Lebih percaya rencana daripada orang.',
      },
      pip: {
        name: 'Pip',
        text: 'Musisi tanpa alamat tetap yang lagunya menyebar lebih cepat daripada berita.',
        issue: 'Selalu kabur setiap kali seseorang memintanya tinggal.',
      },
    },
  },
  features: {
    intro: 'Yang membuat Crazy Ones berbeda.',
    items: {
      choices: {
        title: 'Pilihan yang berarti',
        text: 'Bab bercabang di mana setiap keputusan mengubah apa yang terjadi berikutnya.',
      },
      friendships: {
        title: 'Persahabatan',
        text: 'Bangun kepercayaan dengan keempatnya dan buka cerita pribadi mereka.',
      },
      chapters: {
        title: 'Bab baru setiap minggu',
        text: 'Cerita terus berlanjut setelah rilis, satu bab setiap minggu.',
      },
      soundtrack: {
        title: 'Soundtrack orisinal',
        text: 'Lagu-lagu Pip, ditulis untuk game ini dan dimainkan langsung dalam cerita.',
      },
    },
  },
  content: {
    coupons: { 'pre-registration': { title: 'Hadiah pra-registrasi Crazy Ones' } },
    quests: {
      'follow-facebook': { title: 'Ikuti Crazy Ones di Facebook' },
      'daily-visit': { title: 'Berkunjung pada 5 hari berbeda' },
    },
    rewards: {
      'milestone-10k': { title: '10.000 pra-registrasi', description: 'Membuka satu bab cerita.' },
    },
    puzzles: {
      anniversary: { title: 'Puzzle ulang tahun Crazy Ones', rewardTitle: 'Paket cerita ulang tahun' },
      midsummer: {
        title: 'Puzzle pertengahan musim panas Crazy Ones',
        rewardTitle: 'Set stiker pertengahan musim panas',
      },
    },
  },
};
export default id;
