import type { MailTexts } from './en.js';

/** The e-mails' texts in Hebrew (issue 29), read right to left. */
export const he: MailTexts = {
  common: {
    greeting: 'שלום {{name}},',
    greetingNoName: 'שלום,',
    footer: 'Marquee — מוצרים ופריטי אספנות מהסרטים',
    viewOrder: 'להזמנה שלך',
  },
  verification: {
    subject: 'אישור כתובת הדוא״ל שלך',
    title: 'אישור כתובת הדוא״ל שלך',
    body: 'ברוכים הבאים ל-Marquee! נא לאשר את כתובת הדוא״ל שלך כדי שנוכל לשמור על החשבון שלך.',
    action: 'אישור הדוא״ל',
    textLink: 'לאישור הדוא״ל',
  },
  passwordReset: {
    subject: 'איפוס הסיסמה שלך ב-Marquee',
    title: 'איפוס הסיסמה',
    asked: 'התקבלה בקשה לאפס את הסיסמה של חשבון ה-Marquee שלך.',
    expires: 'הקישור שלהלן פועל פעם אחת ותוקפו שעה. אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.',
    action: 'בחירת סיסמה חדשה',
  },
  accountLocked: {
    subject: 'הכניסה לחשבון ה-Marquee שלך נחסמה לזמן קצר',
    title: 'הכניסה נחסמה לזמן קצר',
    tried:
      'מישהו ניסה להיכנס לחשבון ה-Marquee שלך עם סיסמה שגויה {{failures}} פעמים ברצף, ולכן חסמנו את הכניסה ל-{{minutes}} דקות.',
    stillSignIn:
      'עדיין אפשר להיכנס מדפדפן שכבר נכנסת ממנו בעבר. כדי להיכנס עכשיו מדפדפן אחר, יש לפתוח בו את הקישור שלהלן: הוא פועל פעם אחת, עד סוף החסימה, ומאפשר רק לדפדפן הזה לנסות את הסיסמה שלך.',
    notYou:
      'אם זה לא היית את/ה, הסיסמה שלך שמרה על החשבון. שום דבר אחר לא השתנה; כדאי לשקול לבחור סיסמה חדשה וייחודית.',
    action: 'לאפשר לדפדפן הזה להיכנס',
    signIn: 'כניסה',
  },
  passwordCode: {
    subject: 'קוד האימות שלך ב-Marquee',
    title: 'קוד האימות שלך',
    asked: 'ביקשת לשנות את הסיסמה של חשבון ה-Marquee שלך. יש להזין את הקוד הזה בדף החשבון:',
    valid: 'הקוד בתוקף ל-{{minutes}} דקות.',
    notYou:
      'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה. ייתכן שמישהו מחובר לחשבון שלך, ולכן כדאי לנתק את המכשירים האחרים בדף החשבון.',
  },
  reauthCode: {
    subject: 'קוד האישור שלך ב-Marquee',
    title: 'קוד האישור שלך',
    asked:
      'ביקשת למחוק את חשבון ה-Marquee שלך או להוריד את הנתונים שלו. כדי לאשר שזה את/ה, יש להזין את הקוד הזה בדף החשבון:',
    valid: 'הקוד בתוקף ל-{{minutes}} דקות.',
    notYou:
      'אם לא ביקשת זאת, אין למסור את הקוד לאף אחד: ייתכן שמישהו מחובר לחשבון שלך, ולכן יש לנתק את המכשירים האחרים בדף החשבון.',
  },
  passwordChanged: {
    subject: 'הסיסמה שלך שונתה',
    title: 'הסיסמה שלך שונתה',
    changed: 'הסיסמה של חשבון ה-Marquee שלך שונתה ב-{{when}} (UTC). המכשירים האחרים שלך נותקו.',
    notYou: 'אם לא את/ה שינית אותה, יש לאפס את הסיסמה עכשיו דרך "שכחת סיסמה?" בדף הכניסה.',
    action: 'איפוס הסיסמה',
  },
  accountDeleted: {
    subject: 'חשבון ה-Marquee שלך נמחק',
    title: 'החשבון שלך נמחק',
    deleted: 'חשבון ה-Marquee שלך נמחק, כפי שביקשת.',
    gone: 'פרטי הכניסה, הפרופיל, הכתובות השמורות, העגלה ורשימת המשאלות נמחקו. ההזמנות נשמרות ברישומים החשבונאיים שלנו, ללא שמך, הדוא״ל או הכתובת שלך.',
    dreamBox: 'מנוי ה-Dream Box שלך בוטל: לא יבוצעו חיובים נוספים.',
    help: 'אם לא ביקשת זאת, אפשר להשיב להודעה זו ונשמח לעזור.',
  },
  chatReply: {
    subject: 'Marquee השיבו להודעה שלך',
    title: 'Marquee השיבו להודעה שלך',
    intro: 'תודה על ההודעה שלך ל-Marquee. זו התשובה שלנו:',
    textLink: 'כדי לקרוא את השיחה או לכתוב שוב, יש לפתוח את הצ׳אט באתר {{url}}',
    action: 'לחנות',
  },
  chatAddress: {
    subject: 'אישור הכתובת שלך לתשובות בצ׳אט',
    title: 'אישור הכתובת שלך לתשובות בצ׳אט',
    given: 'מישהו מסר את הכתובת הזו בצ׳אט של חנות Marquee, כדי לקבל את התשובות שלנו בדוא״ל.',
    confirm: 'אם זה היית את/ה, יש לאשר את הכתובת בתוך {{hours}} שעות. עד אז, ואם לא תעשו דבר, לא נשלח לכאן תשובות.',
    action: 'אישור הכתובת',
    textLink: 'לאישור',
  },
  dreamBox: {
    action: 'ה-Dream Box שלך',
    started: {
      subject: 'ברוכים הבאים ל-Dream Box',
      title: 'ברוכים הבאים ל-Dream Box',
      active:
        'מנוי ה-Dream Box שלך פעיל. הקופסה הראשונה שלך, לחודש {{month}}, היא הזמנה {{orderNumber}}; נעדכן כשהיא תישלח.',
      billing: 'PayPal יחייב {{price}} בכל חודש. אפשר לבטל בכל עת בדף החשבון.',
    },
    renewed: {
      subject: 'ה-Dream Box שלך לחודש {{month}}',
      title: 'ה-Dream Box שלך לחודש {{month}}',
      paid: 'קיבלנו את התשלום החודשי בסך {{price}}. ה-Dream Box שלך לחודש {{month}} היא הזמנה {{orderNumber}}; נעדכן כשהיא תישלח.',
    },
    paymentFailed: {
      subject: 'התשלום על ה-Dream Box שלך לא עבר',
      title: 'התשלום שלך לא עבר',
      failed:
        'PayPal לא הצליחו לגבות את התשלום החודשי על ה-Dream Box בסך {{price}}. המנוי שלך עדיין פעיל ו-PayPal ינסו שוב בימים הקרובים.',
      check:
        'נא לבדוק את אמצעי התשלום לתשלומים אוטומטיים ב-PayPal, כדי שהקופסה הבאה לא תתפספס. כשהתשלום יתקבל, הקופסה תישלח כרגיל.',
    },
    ended: {
      subjectCancelled: 'מנוי ה-Dream Box שלך בוטל',
      subjectExpired: 'מנוי ה-Dream Box שלך הסתיים',
      title: 'ה-Dream Box שלך הסתיים',
      cancelled: 'מנוי ה-Dream Box שלך בוטל ולא יבוצעו חיובים נוספים.',
      expired: 'מנוי ה-Dream Box שלך הסתיים ולא יבוצעו חיובים נוספים.',
      lastPaid: 'קופסאות ששילמת עליהן עדיין יישלחו; החודש האחרון ששולם נמשך עד {{day}}.',
      paidShip: 'קופסאות ששילמת עליהן עדיין יישלחו.',
      thanks: 'תודה שהיית מנוי/ה. נשמח לראותך שוב בכל עת.',
    },
  },
  order: {
    heading: 'הזמנה {{orderNumber}}',
    subtotal: 'סכום ביניים',
    discount: 'הנחה',
    discountWithCode: 'הנחה ({{code}})',
    shipping: 'משלוח',
    free: 'חינם',
    dreamBox: 'Dream Box',
    total: 'סה״כ',
    shippingTo: 'משלוח אל',
    payment: 'תשלום',
    charged: '{{method}} (חויב {{amount}})',
    confirmation: {
      subject: 'הזמנת ה-Marquee שלך {{orderNumber}} אושרה',
      title: 'תודה על ההזמנה',
      pending:
        'תודה על ההזמנה! התשלום על הזמנה {{orderNumber}} ממתין לאישור הבנק או PayPal. נשלח לך הודעה כשיאושר, ואז נכין את ההזמנה.',
      paid: 'תודה על ההזמנה! קיבלנו את התשלום ונעדכן כשהזמנה {{orderNumber}} תישלח.',
    },
    shipped: {
      subject: 'הזמנת ה-Marquee שלך {{orderNumber}} נשלחה',
      title: 'ההזמנה שלך בדרך',
      onItsWay: 'חדשות טובות: ההזמנה שלך {{orderNumber}} בדרך אליך.',
      shipment: 'משלוח',
      carrier: 'חברת שילוח: {{carrier}}',
      trackingNumber: 'מספר מעקב: {{number}}',
      estimatedDelivery: 'מועד מסירה משוער: {{date}}',
      track: 'מעקב אחר החבילה',
    },
    paymentReceived: {
      subject: 'התשלום על הזמנת ה-Marquee שלך {{orderNumber}} אושר',
      title: 'התשלום שלך אושר',
      cleared: 'התשלום על הזמנה {{orderNumber}} אושר. אנחנו מכינים את ההזמנה ונעדכן כשהיא תישלח.',
    },
    delivered: {
      subject: 'הזמנת ה-Marquee שלך {{orderNumber}} נמסרה',
      title: 'ההזמנה שלך נמסרה',
      delivered: 'ההזמנה שלך {{orderNumber}} נמסרה. מקווים שתיהנו ממנה!',
      problem: 'אם משהו חסר או פגום, אפשר להשיב להודעה זו ונסדר את זה.',
    },
    refunded: {
      subject: 'הזמנת ה-Marquee שלך {{orderNumber}} זוכתה',
      title: 'הזיכוי שלך בדרך',
      refunded: 'זיכינו {{amount}} עבור הזמנה {{orderNumber}} לאמצעי התשלום המקורי ({{method}}).',
      days: 'בהתאם לבנק שלך, ייתכן שיעברו כמה ימי עסקים עד שהזיכוי יופיע בדף החשבון.',
    },
    cancelled: {
      subject: 'הזמנת ה-Marquee שלך {{orderNumber}} בוטלה',
      title: 'ההזמנה שלך בוטלה',
      cancelled: 'ההזמנה שלך {{orderNumber}} בוטלה.',
      returned: 'אם חויבת, התשלום יוחזר לאמצעי התשלום המקורי. שאלות? אפשר פשוט להשיב להודעה זו.',
    },
  },
};
