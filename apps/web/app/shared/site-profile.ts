/**
 * The accounts of this Camello instance on social networks and app stores, shown in the footer.
 * An operator running their own instance changes them here.
 */
export const siteProfile = {
  social: {
    instagram: 'https://www.instagram.com/camelloempleos',
    facebook: 'https://www.facebook.com/camelloempleos',
    linkedIn: 'https://www.linkedin.com/company/camelloempleos',
    youTube: 'https://www.youtube.com/@camelloempleos',
    tikTok: 'https://www.tiktok.com/@camelloempleos',
  },
  /** Store searches for the app's name: an instance with published apps links their listings. */
  appStores: {
    googlePlay: 'https://play.google.com/store/search?q=camello%20empleos&c=apps',
    appGallery: 'https://appgallery.huawei.com/search/camello%20empleos',
    appStore: 'https://apps.apple.com/co/search?term=camello%20empleos',
  },
  /** Colombian public employment service the footer notice refers to. */
  publicEmploymentService: 'https://www.serviciodeempleo.gov.co',
} as const;
