import type { ReunionSeedLanguage } from './types.js';

export const ko: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: '하늘색 셔츠, 회색 바지, 갈색 샌들, 초록색 군모.',
      distinguishing_features: '백발이며 허리를 약간 굽히고 천천히 걷는다. 왼쪽 눈썹 위에 작은 흉터.',
      description:
        '치매를 앓고 있으며 아침에 호안끼엠 호수 주변으로 산책을 나간 뒤 돌아오지 않았습니다. 집 주소를 기억하지 못할 수 있습니다.',
      reward: '10,000,000동',
    },
    'lan-le-chan': {
      clothing: '흰색 교복 셔츠, 남색 치마, 분홍색 배낭.',
      distinguishing_features: '어깨 길이의 머리, 검은 뿔테 안경.',
      description: '하교 후 집에 오지 않았습니다. 친구들에 따르면 다른 도시에서 일자리를 찾고 싶다고 말했다고 합니다.',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: '어두운 티셔츠 위에 주황색 구명조끼.',
      distinguishing_features: '짧은 머리, 오른쪽 팔뚝에 닻 문신.',
      description:
        '관광선에서 일하며, 폭풍이 만에 닥치기 전 근무를 마치고 바이짜이 선착장에서 마지막으로 목격되었습니다.',
      reward: '20,000,000동',
    },
    'hoa-thanh-vinh': {
      clothing: '갈색 꽃무늬 블라우스, 검은 바지, 논라(삿갓).',
      distinguishing_features: '체구가 작고 양쪽 귀가 잘 들리지 않으며 지팡이를 짚고 걷는다.',
      description: '집 근처 시장에 갔다가 돌아오지 않았습니다. 귀가 어두워 불러도 대답하지 않을 수 있습니다.',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: '빨간 축구 셔츠, 검은 반바지, 흰 운동화.',
      distinguishing_features: '앞니 하나가 빠져 있고 목덜미에 반점이 있다.',
      description: '쯔엉띠엔 다리 근처 축제의 밤, 인파 속에서 가족과 헤어졌습니다.',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: '베이지색 트렌치코트, 청바지, 검은 숄더백.',
      distinguishing_features: '갈색으로 염색한 긴 머리, 오른쪽 뺨에 점.',
      description: '대학생으로, 저녁에 자취방을 나선 뒤 전화를 받지 않고 있습니다.',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: '초록색 폴로셔츠, 카키색 반바지, 슬리퍼.',
      distinguishing_features: '그을린 피부, 예전 부상으로 왼쪽 다리를 전다.',
      description: '어부로, 이른 아침 잡은 생선을 팔러 항구에 간 뒤 아무도 보지 못했습니다.',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: '검은색과 빨간색의 전통 직물 치마, 흰 블라우스.',
      distinguishing_features: '긴 검은 머리를 보통 묶고 다니며 왼쪽 손목에 은팔찌.',
      description: '인터넷으로 소개받은 다른 성의 일자리로 떠났고, 일주일 뒤 가족과 연락이 완전히 끊겼습니다.',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: '공룡 그림이 있는 노란 티셔츠, 파란 반바지.',
      distinguishing_features: '아주 짧은 머리, 오른쪽 무릎에 반창고.',
      description: '붐비는 시장에서 엄마 손을 놓친 뒤 다시 엄마를 찾지 못했습니다.',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: '보라색 아오바바와 검은 비단 바지.',
      distinguishing_features: '흰머리를 틀어 올렸고 이가 여러 개 빠졌으며 조용히 말한다.',
      description: '기억력이 좋지 않으며, 저녁에 야시장 근처 강변 산책로에서 마지막으로 목격되었습니다.',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: '검은 후드티, 청바지, 빨간 야구 모자.',
      distinguishing_features: '마른 체형, 턱에 흉터.',
      description: '말다툼 후 자전거를 타고 집을 나가 돌아오지 않았습니다.',
      reward: null,
    },
    'my-sa-pa': {
      clothing: '소매에 자수가 놓인 몽족 쪽빛 옷.',
      distinguishing_features: '둥근 얼굴, 양 갈래로 땋은 머리. 몽족 말과 베트남어를 조금 한다.',
      description: '수공예품을 팔러 읍내로 내려간 뒤 마을로 돌아오지 않았습니다.',
      reward: '5,000,000동',
    },
  },
  notes: {
    sighting: '목격 가능성이 있는 제보를 지역 경찰과 확인하고 있습니다.',
    tipChecked: '자원봉사자의 제보를 추적하고 있습니다.',
    foundSafe: '무사히 발견되어 가족 품으로 돌아갔습니다.',
    foundHospital: '병원에서 발견되었으며 상태는 안정적입니다. 가족에게 알렸습니다.',
    foundVolunteers: '자원봉사자들이 몇 시간 만에 찾아 가족에게 돌려보냈습니다.',
  },
};
