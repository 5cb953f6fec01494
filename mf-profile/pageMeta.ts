/**
 * The page meta of mf-profile's routes, in the portal's languages. Read by the build into
 * routes.json; kept out of the app's JS (see PAGE_META_SOURCE). Personal pages are not indexed.
 */
import type { LocalizedText, PageMeta } from '@portal/routes';

const page = (title: LocalizedText, description: LocalizedText, index = false): PageMeta => ({
  title: {
    en: `${title.en} · Player Portal`,
    vn: `${title.vn} · Cổng người chơi`,
    // The pages served drawn in Thai and Indonesian too (a server render) name those titles.
    ...(title.th ? { th: `${title.th} · Player Portal` } : {}),
    ...(title.id ? { id: `${title.id} · Player Portal` } : {}),
  },
  description,
  ...(index ? {} : { index: false }),
});

export default {
  account: page(
    { en: 'My account', vn: 'Tài khoản của tôi' },
    { en: 'Your account, security and linked games.', vn: 'Tài khoản, bảo mật và trò chơi đã liên kết.' },
  ),
  myProfile: page(
    { en: 'My profile', vn: 'Hồ sơ của tôi' },
    { en: 'Your public profile as other players see it.', vn: 'Hồ sơ công khai như người chơi khác thấy.' },
  ),
  editProfile: page(
    { en: 'Edit profile', vn: 'Sửa hồ sơ' },
    {
      en: 'Change your name, avatar and what you share.',
      vn: 'Đổi tên, ảnh đại diện và những gì bạn chia sẻ.',
    },
  ),
  publicProfile: page(
    { en: 'Player profile', vn: 'Hồ sơ người chơi', th: 'โปรไฟล์ผู้เล่น', id: 'Profil pemain' },
    {
      en: 'A player’s games, personality and friends on the player portal.',
      vn: 'Trò chơi, tính cách và bạn bè của một người chơi trên cổng người chơi.',
      th: 'เกม บุคลิกภาพ และเพื่อนของผู้เล่นบน Player Portal',
      id: 'Game, kepribadian, dan teman seorang pemain di Player Portal.',
    },
    true,
  ),
  personality: page(
    { en: 'My personality', vn: 'Tính cách của tôi' },
    {
      en: 'Your gamer personality and what it says about you.',
      vn: 'Tính cách game thủ của bạn và ý nghĩa của nó.',
    },
  ),
  friends: page(
    { en: 'Friends', vn: 'Bạn bè' },
    { en: 'Your friends on the player portal.', vn: 'Bạn bè của bạn trên cổng người chơi.' },
  ),
  friendRequests: page(
    { en: 'Friend requests', vn: 'Lời mời kết bạn' },
    { en: 'Requests waiting for your answer.', vn: 'Các lời mời đang chờ bạn trả lời.' },
  ),
  friendSuggestions: page(
    { en: 'Suggested friends', vn: 'Gợi ý kết bạn' },
    { en: 'Players you may know.', vn: 'Những người chơi bạn có thể biết.' },
  ),
  friendInvite: page(
    { en: 'Invite friends', vn: 'Mời bạn bè' },
    { en: 'Invite friends to the player portal.', vn: 'Mời bạn bè tham gia cổng người chơi.' },
  ),
  chat: page(
    { en: 'Chat', vn: 'Trò chuyện' },
    { en: 'Your conversations with friends.', vn: 'Các cuộc trò chuyện với bạn bè.' },
  ),
} satisfies Record<string, PageMeta>;
