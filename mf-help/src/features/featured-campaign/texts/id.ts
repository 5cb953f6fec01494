import type { FeaturedCampaignTexts } from './en';

const id: FeaturedCampaignTexts = {
  pointsName: 'Poin',
  sectionNav: 'Bagian',
  sections: { home: 'Beranda', preRegister: 'Pra-Registrasi', rewards: 'Hadiah' },
  home: {
    tagline: 'Pra-registrasi {{game}} dan kumpulkan hadiah Anda saat rilis.',
    uaTitle: 'Jadilah yang pertama di {{game}}',
    launch: 'Rilis {{date}}',
    cta: 'Pra-registrasi sekarang',
    gamePage: 'Jelajahi {{game}}',
  },
  preRegister: {
    title: 'Pra-registrasi {{game}}',
    intro: 'Masukkan email Anda, konfirmasi kode yang kami kirim, dan terima kupon Anda saat rilis.',
    mobile: 'Seluler',
  },
  rewards: {
    intro: 'Semakin banyak pemain yang pra-registrasi, semakin banyak hadiah yang terbuka saat rilis.',
  },
  none: 'Belum ada game yang membuka pra-registrasi saat ini. Kembali lagi nanti.',
  /** The document's title and description (pageMeta.ts): the game is chosen at run time, so none is named. */
  meta: {
    landing: {
      title: 'Game mendatang · Pra-registrasi',
      description:
        'Pra-registrasi game penerbit yang akan datang, ikuti peluncurannya, dan kumpulkan hadiah peluncuran.',
    },
    preRegister: {
      title: 'Pra-Registrasi · Game mendatang',
      description: 'Masukkan email Anda, konfirmasi kode yang kami kirim, dan terima kupon Anda saat rilis.',
    },
  },
  // Named in a legal page's title when no game is: the games' documents, or the campaign site's.
  legal: { back: 'Kembali', place: { games: 'Game', site: 'Situs kampanye' } },
};

export default id;
