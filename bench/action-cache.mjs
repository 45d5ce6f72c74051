export async function actionCacheSection() {}
