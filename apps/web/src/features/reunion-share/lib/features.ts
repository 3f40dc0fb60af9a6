/** The app's four features: the download dialog's slides and the app page's list, in this order. */
export const FEATURES = ['map', 'offline', 'share', 'free'] as const;
