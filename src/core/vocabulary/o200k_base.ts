/**
 * The o200k_base rank table. Here it is built from gpt-tokenizer's array at load (as the tests run it); the
 * bundle replaces this module with a read of the same table, built once by scripts/build.mjs.
 */
import ranks from "gpt-tokenizer/bpeRanks/o200k_base";
import { buildRankTable } from "./rank-table.js";

export const rankTable = (): Uint8Array => buildRankTable(ranks);
