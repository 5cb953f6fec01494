const en = {
  account: { title: 'My Account', text: 'Your profile, settings and security.' },
  myProfile: { title: 'My Profile', text: 'How other players see you.' },
  editProfile: { title: 'Edit Profile', text: 'Fill in your profile data.' },
  publicProfile: { title: 'Profile', text: 'A player and the games they play.' },
  personality: { title: 'Your personality', text: 'Your player type and what it means.' },
  friends: { title: 'Friends', text: 'Your friends, requests and invitations.' },
  chat: { title: 'Chat', text: 'Chatting with other players will be possible once released.' },
};
export default en;
export type Texts = typeof en;
