import type { Texts } from './en';

const id: Texts = {
  title: '__TITLE__',
  tagline: 'Petualangan baru segera hadir. Pra-registrasi sekarang untuk hadiah peluncuran.',
  pointsName: 'Poin __TITLE__',
  sectionNav: 'Bagian',
  sections: {
    home: 'BERANDA',
    milestone: 'PENCAPAIAN',
    characters: 'KARAKTER',
    benefit: 'KEUNTUNGAN',
  },
  home: {
    heroAlt: 'Gambar utama __TITLE__',
    launch: 'Rilis {{date}}',
    cta: 'Pra-registrasi sekarang',
    preRegister: 'Pra-registrasi untuk hadiah peluncuran',
  },
  milestone: {
    intro: 'Setiap pra-registrasi, di situs web dan di toko aplikasi, membuka hadiah untuk semua.',
  },
  characters: {
    intro: 'Kenali para pahlawan __TITLE__.',
    gallery: 'Pilih karakter',
    job: 'Pekerjaan',
    issue: 'Kelemahan',
    biodata: 'Biodata',
    portraitAlt: '{{name}}: potret',
    items: {
      scout: {
        name: 'Scout',
        text: 'Selalu yang pertama melewati bukit berikutnya, memetakan jalan untuk yang lain.',
        issue: 'Tidak pernah menunggu yang lain.',
      },
      guard: {
        name: 'Guard',
        text: 'Menjaga barisan agar rombongan bisa beristirahat, apa pun yang datang dari kegelapan.',
        issue: 'Tidak percaya pada orang baru.',
      },
      seer: {
        name: 'Seer',
        text: 'Membaca tanda di bintang dan merencanakan tiga pertempuran ke depan.',
        issue: 'Melihat terlalu banyak untuk bisa tidur.',
      },
    },
  },
  benefit: {
    intro: 'Kumpulkan poin lewat misi dan undangan, ikuti undian, tarik hadiah, dan klaim hadiahmu.',
    signIn: 'Masuk untuk mengumpulkan poin, mengundang teman, dan mengklaim hadiahmu.',
    points: 'Poinmu',
    quests: 'Misi',
    referral: 'Undang teman',
    raffle: 'Undian',
    draw: 'Tarik hadiah',
    rewards: 'Hadiahmu',
  },
  content: { quests: {}, videos: {}, rewards: {}, prizes: {}, puzzles: {} },
};
export default id;
