import type { ReunionSeedLanguage } from './types.js';

export const ja: ReunionSeedLanguage = {
  cases: {
    'hung-hoan-kiem': {
      clothing: '水色のシャツ、灰色のズボン、茶色のサンダル、緑色の軍帽。',
      distinguishing_features: '白髪で、少し前かがみにゆっくり歩く。左眉の上に小さな傷あと。',
      description:
        '認知症があり、ホアンキエム湖の周りへ朝の散歩に出たまま戻っていません。住所を覚えていない可能性があります。',
      reward: '10,000,000 ドン',
    },
    'lan-le-chan': {
      clothing: '白い制服のシャツ、紺のスカート、ピンクのリュック。',
      distinguishing_features: '肩までの髪、黒縁の眼鏡。',
      description: '放課後に帰宅しませんでした。友人によると、別の町で仕事を探したいと話していたそうです。',
      reward: null,
    },
    'tuan-bai-chay': {
      clothing: '暗い色のTシャツの上にオレンジ色の救命胴衣。',
      distinguishing_features: '短髪、右の前腕に錨のタトゥー。',
      description: '観光船で働いており、嵐が湾に来る前、勤務を終えたバイチャイ桟橋で最後に目撃されました。',
      reward: '20,000,000 ドン',
    },
    'hoa-thanh-vinh': {
      clothing: '茶色の花柄のブラウス、黒いズボン、ノンラー（菅笠）。',
      distinguishing_features: '小柄で両耳が聞こえにくく、杖をついて歩く。',
      description: '近所の市場へ出かけたまま戻りません。耳が遠いため、呼ばれても返事をしないことがあります。',
      reward: null,
    },
    'bao-thuan-hoa': {
      clothing: '赤いサッカーシャツ、黒い短パン、白いスニーカー。',
      distinguishing_features: '前歯が一本抜けている。首の後ろにあざ。',
      description: 'チャンティエン橋の近くで開かれた祭りの夜、人混みの中で家族とはぐれました。',
      reward: null,
    },
    'trang-hai-chau': {
      clothing: 'ベージュのトレンチコート、ジーンズ、黒いショルダーバッグ。',
      distinguishing_features: '茶色に染めた長い髪、右の頬にほくろ。',
      description: '大学生で、夜に下宿を出てから電話に出なくなりました。',
      reward: null,
    },
    'lam-nha-trang': {
      clothing: '緑のポロシャツ、カーキの短パン、ビーチサンダル。',
      distinguishing_features: '日焼けした肌、古いけがで左足を引きずる。',
      description: '漁師で、早朝に魚を売りに港へ行ったきり誰も見ていません。',
      reward: null,
    },
    'linh-buon-ma-thuot': {
      clothing: '黒と赤の伝統的な織物のスカート、白いブラウス。',
      distinguishing_features: '長い黒髪をいつも束ねている。左手首に銀の腕輪。',
      description: 'ネットで紹介された他省の仕事に向かい、一週間後に家族と連絡が完全に途絶えました。',
      reward: null,
    },
    'khanh-ben-thanh': {
      clothing: '恐竜柄の黄色いTシャツ、青い短パン。',
      distinguishing_features: 'とても短い髪、右ひざに絆創膏。',
      description: '混雑した市場で母親の手を離し、そのまま母親を見つけられなくなりました。',
      reward: null,
    },
    'ngan-ninh-kieu': {
      clothing: '紫のアオババと黒い絹のズボン。',
      distinguishing_features: '白髪をおだんごにまとめ、歯が何本か抜けている。小さな声で話す。',
      description: '物忘れがあり、夕方にナイトマーケット近くの川沿いの遊歩道で最後に目撃されました。',
      reward: null,
    },
    'phuc-long-xuyen': {
      clothing: '黒いパーカー、ジーンズ、赤いキャップ。',
      distinguishing_features: 'やせ型、あごに傷あと。',
      description: '口論の後に自転車で家を出て、戻りませんでした。',
      reward: null,
    },
    'my-sa-pa': {
      clothing: '袖に刺しゅうのあるモン族の藍染めの服。',
      distinguishing_features: '丸顔で三つ編みが二本。モン語と少しのベトナム語を話す。',
      description: '手工芸品を売りに町へ下りたまま、村に戻っていません。',
      reward: '5,000,000 ドン',
    },
  },
  notes: {
    sighting: '目撃情報の可能性について、地元警察と確認中です。',
    tipChecked: 'ボランティアからの情報を追跡しています。',
    foundSafe: '無事に見つかり、家族のもとへ戻りました。',
    foundHospital: '病院で見つかり、容体は安定しています。家族に連絡済みです。',
    foundVolunteers: 'ボランティアが数時間で見つけ、家族のもとへ送り届けました。',
  },
};
