import type { ReunionSeedLanguage } from './types.js';

export const zh: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: '浅蓝色衬衫、灰色长裤、棕色凉鞋，戴一顶绿色军帽。',
      distinguishing_features: '头发花白，走路缓慢、略驼背，左眉上方有一道小疤。',
      description: '他患有失智症，早上出门绕还剑湖散步后未再回家，可能记不起自己的住址。',
      reward: '10,000,000 越南盾',
    },
    'lan-le-chan': {
      clothing: '白色校服衬衫、藏青色裙子，背粉色书包。',
      distinguishing_features: '齐肩发，戴黑框眼镜。',
      description: '她放学后没有回家。朋友说她曾提到想去别的城市找工作。',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: '深色T恤外穿橙色救生衣。',
      distinguishing_features: '短发，右前臂有船锚纹身。',
      description: '他在一艘观光船上工作，最后一次被看到是在风暴进入海湾前，下班时在白寨码头。',
      reward: '20,000,000 越南盾',
    },
    'hoa-thanh-vinh': {
      clothing: '棕色碎花上衣、黑色长裤，戴斗笠。',
      distinguishing_features: '身材瘦小，双耳听力差，拄拐杖行走。',
      description: '她去家附近的市场后没有回来。她听力不好，被呼喊时可能不会回应。',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: '红色足球衫、黑色短裤、白色运动鞋。',
      distinguishing_features: '缺一颗门牙，后颈有胎记。',
      description: '在长钱桥附近的一个节日夜晚，他在人群中与家人走散。',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: '米色风衣、牛仔裤，背黑色单肩包。',
      distinguishing_features: '染成棕色的长发，右脸颊有一颗痣。',
      description: '一名大学生，晚上离开出租屋后就不再接电话。',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: '绿色 Polo 衫、卡其短裤、人字拖。',
      distinguishing_features: '皮肤黝黑，左腿因旧伤走路跛。',
      description: '一名渔民，清晨去港口卖鱼后再也没有人见过他。',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: '黑红相间的传统织锦裙，白色上衣。',
      distinguishing_features: '黑色长发常扎起，左手腕戴银手镯。',
      description: '她前往外省做一份网上招聘的工作，一周后家人与她完全失去联系。',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: '印有恐龙的黄色T恤、蓝色短裤。',
      distinguishing_features: '头发很短，右膝贴着创可贴。',
      description: '他在拥挤的市场里松开了妈妈的手，再也找不到她。',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: '紫色越南巴巴衫和黑色丝绸长裤。',
      distinguishing_features: '白发盘髻，缺了几颗牙，说话轻声。',
      description: '她记忆力不好，最后一次被看到是傍晚在夜市附近的江边步道。',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: '黑色连帽衫、牛仔裤、红色鸭舌帽。',
      distinguishing_features: '身材瘦，下巴有疤。',
      description: '他与家人争吵后骑自行车离家，没有回来。',
      reward: null,
    },
    'my-sa-pa': {
      clothing: '赫蒙族靛蓝长裙，袖子有刺绣。',
      distinguishing_features: '圆脸，扎两条辫子，会说赫蒙语和一点越南语。',
      description: '她下山到镇上卖手工艺品，再也没有回到村里。',
      reward: '5,000,000 越南盾',
    },
  },
  notes: {
    sighting: '正与当地警方核实一条可能的目击线索。',
    tipChecked: '正在跟进一名志愿者提供的线索。',
    foundSafe: '已平安找到，回到家人身边。',
    foundHospital: '在医院找到，情况稳定，已通知家属。',
    foundVolunteers: '志愿者在数小时内找到并送回家人身边。',
  },
};
