export async function memorySection() {}
