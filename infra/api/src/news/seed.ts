import type { NewsTexts } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createNewsRepository } from './repository';

interface DemoNews {
  texts: NewsTexts;
  link: string | null;
  publishedAt: string;
}

/** What the demo's home shows: three items in the four languages and one in English only (fallback). */
export const DEMO_NEWS: readonly DemoNews[] = [
  {
    publishedAt: '2026-11-20T09:00:00Z',
    link: '/games/official/ash_echoes',
    texts: {
      en: {
        title: 'Ash Echoes pre-registration is open',
        body: 'Pre-register now to claim a launch reward code and follow the Echomancers before release.',
      },
      vn: {
        title: 'Đã mở đăng ký trước Ash Echoes',
        body: 'Đăng ký trước ngay để nhận mã quà ra mắt và theo dõi các Echomancer trước ngày phát hành.',
      },
      th: {
        title: 'เปิดลงทะเบียนล่วงหน้า Ash Echoes แล้ว',
        body: 'ลงทะเบียนล่วงหน้าตอนนี้เพื่อรับโค้ดรางวัลเปิดตัว และติดตามเหล่า Echomancer ก่อนเปิดให้เล่น',
      },
      id: {
        title: 'Pra-registrasi Ash Echoes telah dibuka',
        body: 'Pra-registrasi sekarang untuk mendapatkan kode hadiah peluncuran dan ikuti para Echomancer sebelum rilis.',
      },
    },
  },
  {
    publishedAt: '2026-11-12T09:00:00Z',
    link: '/games/crazy_ones',
    texts: {
      en: {
        title: 'Crazy Ones open beta: new chapter',
        body: 'The four heroes return with a new chapter in the open beta. Your progress carries over.',
      },
      vn: {
        title: 'Crazy Ones beta mở: chương mới',
        body: 'Bốn người hùng trở lại với một chương mới trong bản beta mở. Tiến trình của bạn được giữ nguyên.',
      },
      th: {
        title: 'Crazy Ones เบต้าเปิด: บทใหม่',
        body: 'สี่ฮีโร่กลับมาพร้อมบทใหม่ในเบต้าเปิด ความคืบหน้าของคุณยังอยู่ครบ',
      },
      id: {
        title: 'Beta terbuka Crazy Ones: bab baru',
        body: 'Empat pahlawan kembali dengan bab baru di beta terbuka. Progres kamu tetap tersimpan.',
      },
    },
  },
  {
    publishedAt: '2026-11-05T09:00:00Z',
    link: null,
    texts: {
      en: {
        title: 'Moonlight Saga: guild war season 12',
        body: 'Season 12 of the guild wars starts this weekend with new raid rewards.',
      },
      vn: {
        title: 'Moonlight Saga: mùa chiến bang 12',
        body: 'Mùa 12 của chiến bang bắt đầu cuối tuần này với phần thưởng đột kích mới.',
      },
      th: {
        title: 'Moonlight Saga: สงครามกิลด์ซีซัน 12',
        body: 'สงครามกิลด์ซีซัน 12 เริ่มสุดสัปดาห์นี้ พร้อมรางวัลเรดใหม่',
      },
      id: {
        title: 'Moonlight Saga: musim perang guild 12',
        body: 'Musim 12 perang guild dimulai akhir pekan ini dengan hadiah raid baru.',
      },
    },
  },
  {
    publishedAt: '2026-10-28T09:00:00Z',
    link: null,
    texts: {
      en: {
        title: 'Scheduled maintenance finished',
        body: 'Thank you for waiting: top-ups and transfers are running again.',
      },
    },
  },
];

/** Loads the demo news into a database that has none yet (operators' items are never touched). */
export async function seedDemoNews(db: Kysely<Database>): Promise<number> {
  const news = createNewsRepository(db);
  if ((await news.count()) > 0) return 0;
  for (const item of [...DEMO_NEWS].reverse()) {
    await news.insert(
      {
        texts: JSON.stringify(item.texts),
        link: item.link,
        image: null,
        published_at: new Date(item.publishedAt),
      },
      'demo',
    );
  }
  return DEMO_NEWS.length;
}
