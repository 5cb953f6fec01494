const en = {
  topup: { title: 'Top Up', text: 'Buy Gold for your games. 100 Gold is worth $1.' },
  topupFlow: { title: 'Top Up', text: 'Choose a package and a payment method.' },
  vip: { title: 'My VIP', text: 'Your VIP rank, experience and benefits.' },
  vipDetails: { title: 'VIP', text: 'Spend Gold to earn experience and unlock VIP Silver and VIP Gold.' },
  transfer: { title: 'Transfer', text: 'Send Gold to your game account.' },
  transferDetail: { title: 'Transfer', text: 'The status of your transfer.' },
  transferWebview: { title: 'Transfer', text: 'Send Gold to this game.' },
  transactions: { title: 'My Transactions', text: 'Your top-ups and transfers.' },
  coupons: { title: 'My Coupons', text: 'Coupons you have collected.' },
  quest: { title: 'Quests', text: 'Complete quests to earn points.' },
  reward: { title: 'Rewards', text: 'Spend points and gacha points on rewards.' },
  gacha: { title: 'Gacha', text: 'Draw prizes with your gacha tickets.' },
};
export default en;
export type Texts = typeof en;
