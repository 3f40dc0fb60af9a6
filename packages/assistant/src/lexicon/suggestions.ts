import type { Language } from '../languages.js';
import type { AssistantContext } from '../types.js';

/**
 * Questions the chat box offers on each page, per language: four each (the box shows at most three), written
 * so that the site's own content answers them in every language (the owner's experience and projects, the three
 * reunion guides published in all ten languages, the benchmark page's explanations).
 */
export const SUGGESTIONS: Readonly<Record<AssistantContext, Readonly<Record<Language, readonly string[]>>>> = {
  home: {
    en: [
      'Has he built payment systems?',
      'Which databases does he work with?',
      'What certifications does he have?',
      'What did he do at Harbor Fintech?',
    ],
    vi: [
      'Anh ấy đã từng xây dựng hệ thống thanh toán chưa?',
      'Anh ấy làm việc với những cơ sở dữ liệu nào?',
      'Anh ấy có những chứng chỉ nào?',
      'Anh ấy đã làm gì ở Harbor Fintech?',
    ],
    zh: ['他做过支付系统吗？', '他使用哪些数据库？', '他有哪些认证？', '他在 Harbor Fintech 做了什么？'],
    ja: [
      '決済システムを作ったことはありますか？',
      'どのデータベースを使っていますか？',
      'どんな資格を持っていますか？',
      'Harbor Fintech では何をしていましたか？',
    ],
    ko: [
      '결제 시스템을 만들어 본 적이 있나요?',
      '어떤 데이터베이스를 다루나요?',
      '어떤 자격증을 가지고 있나요?',
      'Harbor Fintech에서 무슨 일을 했나요?',
    ],
    fr: [
      'A-t-il déjà conçu des systèmes de paiement ?',
      'Avec quelles bases de données travaille-t-il ?',
      'Quelles certifications a-t-il ?',
      'Qu’a-t-il fait chez Harbor Fintech ?',
    ],
    de: [
      'Hat er schon ein Payment-Gateway gebaut?',
      'Mit welchen Datenbanken arbeitet er?',
      'Welche Zertifizierungen hat er?',
      'Was hat er bei Harbor Fintech gemacht?',
    ],
    es: [
      '¿Ha desarrollado sistemas de pago?',
      '¿Con qué bases de datos trabaja?',
      '¿Qué certificaciones tiene?',
      '¿Qué hizo en Harbor Fintech?',
    ],
    ru: [
      'Разрабатывал ли он платёжные системы?',
      'С какими базами данных он работает?',
      'Какие у него есть сертификаты?',
      'Чем он занимался в Harbor Fintech?',
    ],
    ar: [
      'هل بنى أنظمة دفع من قبل؟',
      'ما قواعد البيانات التي يعمل بها؟',
      'ما الشهادات التي يحملها؟',
      'ماذا فعل في Harbor Fintech؟',
    ],
  },
  reunion: {
    en: [
      'What should I do in the first 24 hours?',
      'What information should I gather for the police?',
      'Do I have to wait 24 hours before telling the police?',
      'How can I protect an elderly relative with dementia?',
    ],
    vi: [
      'Tôi nên làm gì trong 24 giờ đầu tiên?',
      'Tôi cần chuẩn bị những thông tin gì cho công an?',
      'Tôi có phải đợi 24 giờ mới báo công an không?',
      'Làm sao bảo vệ người thân cao tuổi bị sa sút trí tuệ?',
    ],
    zh: [
      '最初的24小时我应该做什么？',
      '去派出所前我应该准备哪些信息？',
      '必须等满 24 小时才能报警吗？',
      '如何保护患有失智症的年长亲人？',
    ],
    ja: [
      '最初の24時間に何をすべきですか？',
      '警察に伝える情報は何を準備すればいいですか？',
      '警察に知らせるまで24時間待つ必要がありますか？',
      '認知症の高齢の家族を守るにはどうすればいいですか？',
    ],
    ko: [
      '처음 24시간 동안 무엇을 해야 하나요?',
      '경찰에 알릴 정보는 무엇을 준비해야 하나요?',
      '경찰에 알리려면 24시간을 기다려야 하나요?',
      '치매가 있는 어르신 가족을 어떻게 보호할 수 있나요?',
    ],
    fr: [
      'Que faire pendant les premières 24 heures ?',
      'Quelles informations rassembler pour la police ?',
      'Faut-il attendre 24 heures pour prévenir la police ?',
      'Comment protéger un parent âgé atteint de démence ?',
    ],
    de: [
      'Was sollte ich in den ersten 24 Stunden tun?',
      'Welche Angaben sollte ich für die Polizei sammeln?',
      'Muss ich 24 Stunden warten, bevor ich die Polizei informiere?',
      'Wie schütze ich einen älteren Angehörigen mit Demenz?',
    ],
    es: [
      '¿Qué debo hacer en las primeras 24 horas?',
      '¿Qué información debo reunir para la policía?',
      '¿Tengo que esperar 24 horas para avisar a la policía?',
      '¿Cómo puedo proteger a un familiar mayor con demencia?',
    ],
    ru: [
      'Что делать в первые 24 часа?',
      'Какие сведения собрать для полиции?',
      'Нужно ли ждать 24 часа, прежде чем обращаться в полицию?',
      'Как защитить пожилого родственника с деменцией?',
    ],
    ar: [
      'ماذا أفعل في أول 24 ساعة؟',
      'ما المعلومات التي أجمعها للشرطة؟',
      'هل عليّ انتظار 24 ساعة قبل إبلاغ الشرطة؟',
      'كيف أحمي قريبًا مسنًّا مصابًا بالخرف؟',
    ],
  },
  'language-test': {
    en: [
      'Why is C++ fastest here?',
      'What are the five tasks of the benchmark?',
      'Why is the browser result not directly comparable?',
      'What does a cold run mean?',
    ],
    vi: [
      'Vì sao C++ nhanh nhất ở đây?',
      'Năm tác vụ của bài đo là gì?',
      'Vì sao kết quả trên trình duyệt không so sánh trực tiếp được?',
      'Lần chạy nguội (cold) nghĩa là gì?',
    ],
    zh: [
      '为什么这里 C++ 最快？',
      '基准测试的五项任务是什么？',
      '为什么浏览器的结果不能直接比较？',
      '冷启动运行是什么意思？',
    ],
    ja: [
      'なぜここでは C++ が最速なのですか？',
      'ベンチマークの5つのタスクは何ですか？',
      'ブラウザーの結果を直接比較できないのはなぜですか？',
      'コールドスタートの実行とは何ですか？',
    ],
    ko: [
      '여기서 C++가 가장 빠른 이유는 무엇인가요?',
      '벤치마크의 다섯 가지 작업은 무엇인가요?',
      '브라우저 결과를 직접 비교할 수 없는 이유는 무엇인가요?',
      '콜드 실행은 무슨 뜻인가요?',
    ],
    fr: [
      'Pourquoi C++ est-il le plus rapide ici ?',
      'Quelles sont les cinq tâches du banc d’essai ?',
      'Pourquoi le résultat du navigateur n’est-il pas directement comparable ?',
      'Que signifie une exécution à froid ?',
    ],
    de: [
      'Warum ist C++ hier am schnellsten?',
      'Welche fünf Aufgaben umfasst der Leistungsvergleich?',
      'Warum ist das Ergebnis im Browser nicht direkt vergleichbar?',
      'Was bedeutet ein Kaltstart?',
    ],
    es: [
      '¿Por qué C++ es el más rápido aquí?',
      '¿Cuáles son las cinco tareas de la comparativa?',
      '¿Por qué el resultado del navegador no es directamente comparable?',
      '¿Qué significa una ejecución en frío?',
    ],
    ru: [
      'Почему здесь C++ самый быстрый?',
      'Из каких пяти задач состоит тест?',
      'Почему результат в браузере нельзя сравнивать напрямую?',
      'Что означает холодный запуск?',
    ],
    ar: [
      'لماذا C++ هي الأسرع هنا؟',
      'ما المهام الخمس في المقارنة؟',
      'لماذا لا يمكن مقارنة نتيجة المتصفح مباشرة؟',
      'ماذا يعني التشغيل البارد؟',
    ],
  },
};
