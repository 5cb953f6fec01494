import type { Texts } from './en';

const id: Texts = {
  title: 'Ash Echoes',
  tagline: 'Setiap gema mengingat. Kumpulkan para Echomancer sebelum abu mengendap.',
  /** The campaign's points, as the kit's widgets name them. */
  pointsName: 'AE Points',
  sectionNav: 'Bagian',
  sections: {
    home: 'Beranda',
    gameplay: 'Gameplay',
    worlds: 'Dunia',
    factions: 'Faksi',
    echomancers: 'Echomancer',
    features: 'Fitur',
    community: 'Komunitas',
    milestone: 'Pencapaian',
    wiki: 'Wiki',
    preRegister: 'Pra-Registrasi',
    benefit: 'Keuntungan',
    activity: 'Aktivitas',
    official: 'Resmi',
  },
  home: {
    cta: 'Pra-registrasi sekarang',
    launch: 'Rilis {{date}}',
    uaTitle: 'Ash Echoes segera hadir di ponsel Anda',
    uaText: 'Pra-registrasi hari ini: kupon sambutan, AE Points, dan undian ponsel flagship.',
  },
  gameplay: {
    intro: 'RPG aksi real-time di mana setiap skill meninggalkan gema untuk skill berikutnya.',
    items: {
      combat: {
        title: 'Pertarungan gema',
        text: 'Rangkai skill dalam tim bertiga: gema dari satu Echomancer menguatkan yang berikutnya.',
      },
      exploration: {
        title: 'Eksplorasi bebas',
        text: 'Melayang di atas pulau langit yang retak dan kota tenggelam untuk mencari serpihan memori.',
      },
      coop: {
        title: 'Raid bersama',
        text: 'Bekerja sama dengan hingga tiga teman melawan bos dunia setiap minggu.',
      },
    },
  },
  worlds: {
    intro: 'Tiga dunia selamat dari Hujan Abu. Masing-masing mengingatnya dengan cara berbeda.',
    items: {
      skyreach: {
        name: 'Skyreach',
        text: 'Arsip melayang tempat para cendekiawan terakhir menjaga Echo Codex.',
      },
      emberfall: {
        name: 'Emberfall',
        text: 'Kota tempa yang tak pernah dingin, dipimpin para pandai besi Cinder Pact.',
      },
      hollowmere: { name: 'Hollowmere', text: 'Hutan tenggelam tempat masa lalu berbisik lewat air.' },
    },
  },
  factions: {
    intro: 'Pilih siapa yang Anda percaya. Faksi membentuk kisah dan hadiah Anda.',
    items: {
      codex: {
        name: 'Penjaga Codex',
        text: 'Cendekiawan yang percaya setiap gema harus dicatat, tak boleh diubah.',
      },
      cinder: { name: 'Cinder Pact', text: 'Pandai besi dan prajurit yang menempa gema menjadi senjata.' },
      tide: { name: 'Tidebound', text: 'Pengembara yang membiarkan gema menuntun mereka.' },
    },
  },
  echomancers: {
    intro: 'Lima Echomancer menjawab panggilan Anda saat rilis.',
    gallery: 'Pilih Echomancer',
    ultimate: 'Skill pamungkas',
    view3d: 'Tampilan 3D',
    view2d: 'Tampilan 2D',
    items: {
      lyra: {
        name: 'Lyra',
        type: 'Angin',
        description: 'Arsiparis Skyreach yang membaca angin seperti buku.',
        ultimate: 'Gale Index: menarik semua musuh ke pusaran dan mengulang tiga skill terakhir Anda.',
      },
      kael: {
        name: 'Kael',
        type: 'Api',
        description: 'Pandai besi Cinder Pact yang palunya masih menyala sejak Hujan Abu.',
        ultimate: 'Anvil Heart: ledakan gema cair yang membuat tanah terbakar.',
      },
      sera: {
        name: 'Sera',
        type: 'Pasang',
        description: 'Penyembuh Tidebound yang mendengar hutan tenggelam bernyanyi.',
        ultimate: 'Undertow Hymn: memulihkan tim dan mengubah serangan berikutnya menjadi ombak.',
      },
      dorian: {
        name: 'Dorian',
        type: 'Hampa',
        description: 'Duelis yang membuat perjanjian dengan gemanya sendiri.',
        ultimate: 'Mirror Step: menyerang dua kali dari dua tempat sekaligus.',
      },
      mira: {
        name: 'Mira',
        type: 'Cahaya',
        description: 'Pembawa lentera yang menuntun gema yang tersesat pulang.',
        ultimate: 'Dawnbell: melumpuhkan musuh di sekitar dan mengungkap serpihan tersembunyi.',
      },
    },
  },
  features: {
    intro: 'Lima alasan untuk menjawab gema.',
    carousel: 'Fitur',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    slideOf: 'Slide {{number}} dari {{count}}',
    slides: {
      chains: { title: 'Rantai skill', text: 'Hubungkan tiga Echomancer dalam satu kombo.' },
      bonds: { title: 'Ikatan gema', text: 'Perkuat ikatan untuk membuka gema dan kisah baru.' },
      islands: { title: 'Pulau langit', text: 'Melayang, memanjat, dan menyelam di dunia yang retak.' },
      forge: { title: 'Tempaan', text: 'Buat perlengkapan dari memori yang Anda kumpulkan.' },
      raids: { title: 'Raid mingguan', text: 'Lawan bos dunia bersama teman.' },
    },
  },
  community: {
    intro: 'Bergabunglah dengan komunitas, ikuti kanal resmi, dan selesaikan misi untuk AE Points.',
    quests: 'Misi',
    signInForQuests: 'Masuk untuk melacak misi dan mengklaim AE Points.',
    channels: { discord: 'Discord', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok' },
  },
  milestone: {
    intro: 'Semakin banyak pemain pra-registrasi, semakin banyak hadiah yang terbuka untuk semua saat rilis.',
  },
  wiki: {
    intro:
      'Pelajari game lewat video singkat. Tonton sampai habis untuk membuka pertanyaan dan mendapat AE Points.',
  },
  preRegister: { intro: 'Pra-registrasi dengan email untuk menerima kupon sambutan dan ikut undian.' },
  benefit: {
    gacha: 'Gacha',
    intro: 'Hadiah, AE Points, dan undangan Anda.',
    points: 'AE Points Anda',
    rewards: 'Hadiah Anda',
    referral: 'Undang teman',
    signIn: 'Pra-registrasi atau masuk untuk melihat AE Points dan hadiah Anda.',
  },
  activity: { intro: 'Undian pra-registrasi: hadiahnya termasuk ponsel flagship.' },
  official: {
    intro: 'Ikuti Ash Echoes di kanal resmi dan unduh saat rilis.',
    stores: { appStore: 'App Store', googlePlay: 'Google Play' },
    terms: 'Syarat dan Ketentuan',
    privacy: 'Kebijakan Privasi',
    eula: 'EULA',
  },
  preRegisterPage: { title: 'Pra-Registrasi Ash Echoes', back: 'Kembali ke Ash Echoes' },
  puzzle: {
    title: 'Event puzzle',
    text: 'Event puzzle sedang tidak berlangsung. Ikuti kanal resmi untuk event berikutnya.',
    back: 'Kembali ke Ash Echoes',
  },
  content: {
    coupons: { 'pre-registration': { title: 'Hadiah pra-registrasi Ash Echoes' } },
    quests: {
      'follow-discord': {
        title: 'Ikuti Discord resmi',
        description: 'Bergabunglah dengan kanal komunitas Ash Echoes.',
      },
      'watch-all-videos': { title: 'Tonton semua video panduan' },
      'invite-friends': {
        title: 'Undang teman-temanmu',
        description: '40 AE Points untuk setiap teman yang pra-registrasi, hingga 5 teman.',
      },
      'daily-visit': { title: 'Berkunjung pada 7 hari berbeda' },
    },
    videos: {
      'echomancy-101': {
        title: 'Dasar-dasar Echomancy',
        description: 'Cara Echomancer mengikat gema para pahlawan yang gugur.',
        question: 'Apa yang diikat oleh seorang Echomancer?',
        options: { 0: 'Naga', 1: 'Gema para pahlawan yang gugur', 2: 'Koin kuno', 3: 'Awan badai' },
      },
      'factions-tour': {
        title: 'Mengenal para faksi',
        description:
          'Tiga faksi Ashen Worlds (Penjaga Codex, Cinder Pact, dan Tidebound) serta apa yang mereka perjuangkan.',
        question: 'Ada berapa faksi?',
        options: { 0: 'Tiga', 1: 'Empat', 2: 'Lima', 3: 'Tujuh' },
      },
      'combat-basics': {
        title: 'Dasar-dasar pertarungan',
        description: 'Rangkai skill dan lepaskan ultimate pada saat yang tepat.',
        question: 'Apa yang kamu rangkai untuk mengisi gauge ultimate?',
        options: { 0: 'Skill', 1: 'Ramuan', 2: 'Tunggangan' },
      },
    },
    rewards: {
      'pre-registration-gift': {
        title: 'Hadiah pra-registrasi',
        description: 'Kupon untuk 300 Echo Crystal.',
      },
      'milestone-50k': {
        title: '50.000 pra-registrasi',
        description: '1.000 Gold dan satu summon Rare Echo.',
      },
      'milestone-100k': { title: '100.000 pra-registrasi', description: 'Kostum Echomancer Lyra.' },
      'milestone-200k': { title: '200.000 pra-registrasi', description: 'Summon Epic Echo ×10.' },
      'milestone-500k': {
        title: '500.000 pra-registrasi',
        description: 'Tiket Echomancer Legendary.',
      },
      'invite-3-friends': { title: 'Undang 3 teman', description: 'Lambang persahabatan dan 500 Gold.' },
      'learn-all-videos': {
        title: 'Jawab semua video panduan',
        description: 'Gelar Cendekiawan dan 200 Gold.',
      },
    },
    prizes: {
      'flagship-phone': { name: 'Ponsel flagship' },
      'gaming-headset': { name: 'Headset gaming' },
      'ash-echoes-merch-box': { name: 'Kotak merchandise Ash Echoes' },
      'echo-crystal-50': { name: 'Echo Crystal ×50' },
      'rare-echo-summon': { name: 'Summon Rare Echo' },
      'epic-echo-summon': { name: 'Summon Epic Echo' },
      'legendary-echomancer-ticket': { name: 'Tiket Echomancer Legendary' },
    },
    puzzles: {
      'ember-festival': {
        title: 'Puzzle Festival Ember',
        rewardTitle: 'Hadiah Festival Ember: Echo Crystal ×100',
      },
      anniversary: {
        title: 'Puzzle ulang tahun Ash Echoes',
        rewardTitle: 'Bingkai ulang tahun: Cinder Crown',
      },
    },
  },
};

export default id;
