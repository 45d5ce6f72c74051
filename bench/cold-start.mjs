export async function coldStartSection() {}
