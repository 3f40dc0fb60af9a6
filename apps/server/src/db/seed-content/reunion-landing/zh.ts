import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE = '平台说明中的示意数字，尚无来源：站长将以有出处的数字替换。';

export const zh: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: '人被报告失踪', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: '行动的黄金时间',
      source: '这是建议而非统计：请立即报告，失踪后的最初几个小时最为关键。',
    },
    unsolved: { value: '70%', label: '的案件仍未解决', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: '的人知道如何报告', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: '虚构示例：帮助核实身份和证件的户籍办公室。' },
    familySupport: { description: '虚构示例：在寻亲期间支持家庭的公共机构。' },
    safetyCouncil: { description: '虚构示例：向社区传达安全警示的委员会。' },
    lanternLabs: { description: '虚构示例：为搜索工具捐献工程时间的工作室。' },
    blueCloud: { description: '虚构示例：保障平台在线运行的托管公司。' },
    digitalMaps: { description: '虚构示例：完善地名和覆盖范围的地图团队。' },
    handsTogether: { description: '虚构示例：分发寻人海报的志愿者小组。' },
    warmHome: { description: '虚构示例：接待和照顾被找到者的志愿者。' },
    bridgeOfHope: { description: '虚构示例：为家庭联系心理咨询师的网络。' },
  },
  testimonials: {
    family: {
      role: '失踪者家属',
      location: '河内',
      content: '弟弟失踪时，我们不知道从何做起。一个带有照片和案件编号的页面，让各地的亲戚都能分享同样的信息。',
    },
    volunteer: {
      role: '志愿者',
      location: '胡志明市',
      content: '我每天晚上都查看地图上我所在区附近的案件。知道按社划分的最后出现地点，让我能把海报贴在真正需要的地方。',
    },
    socialWorker: {
      role: '社会工作者',
      location: '岘港',
      content: '来找我的家庭都已精疲力竭。一个清楚显示案件状态和历史的页面，让他们不必一遍遍重复自己的经历。',
    },
    police: {
      role: '警察',
      location: '海防',
      content: '永不改变的案件编号帮助我们比对不同人的线索。联系方式保密，家属不会被电话淹没。',
    },
    mother: {
      role: '与孩子团聚的母亲',
      location: '芹苴',
      content: '有人从这个网站的卡片上认出了我的女儿，并拨打了案件上的电话。那个晚上我永远不会忘记。',
    },
  },
  slogans: {
    noOneLeft: { title: '不让任何人掉队', content: '每一位失踪者都值得被寻找，无论需要多久。' },
    stronger: { title: '团结更有力量', content: '一次转发、一张海报、一通电话：小小的行动汇成团聚。' },
    brightHope: { title: '明亮的希望', content: '家人们仍在期盼；我们让他们的案件始终被看见。' },
    endlessLove: { title: '无尽的爱', content: '爱不会止步于边界、岁月或沉默。' },
    techForPeople: { title: '科技为人', content: '地图、搜索和提醒，为服务家庭而打造。' },
  },
};
