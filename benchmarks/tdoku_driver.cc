// The timing driver of tdoku (t-dillon/tdoku, BSD-2) for benchmarks/sudoku_bulk.py: built beside
// tdoku's solver by setup_peers.sh. Reads a file of 81-character puzzles (digits, '.' empty), solves
// them all `rounds` times through tdoku's C entry point with the given solution limit, and prints one
// JSON line: puzzles, solutions counted per class, guesses, and the best round's seconds.
//   tdoku_bench FILE LIMIT ROUNDS
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: tdoku_bench FILE LIMIT ROUNDS\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    size_t limit = std::strtoul(argv[2], nullptr, 10);
    int rounds = std::atoi(argv[3]);
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(in, line);) {
        if (line.size() >= 81 && line[0] != '#') {
            std::string p = line.substr(0, 81);
            for (char &ch : p)
                if (ch == '0') ch = '.';  // tdoku reads '.' as an empty cell, never '0'
            puzzles.push_back(p + "\n");
        }
    }
    double best = 1e30;
    size_t counts[3] = {0, 0, 0}, guesses_total = 0;
    char solution[82];
    for (int r = 0; r < rounds; r++) {
        size_t c[3] = {0, 0, 0}, g_total = 0;
        auto start = std::chrono::steady_clock::now();
        for (const std::string &p : puzzles) {
            size_t guesses = 0;
            // configuration 1: tdoku writes the solution it found even when the limit is above 1
            size_t count = TdokuSolverDpllTriadSimd(p.c_str(), limit, 1, solution, &guesses);
            c[count < 2 ? count : 2]++;
            g_total += guesses;
        }
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds < best) best = seconds;
        std::memcpy(counts, c, sizeof c);
        guesses_total = g_total;
    }
    std::printf("{\"puzzles\": %zu, \"none\": %zu, \"one\": %zu, \"more\": %zu, \"guesses\": %zu, \"seconds\": %.6f}\n",
                puzzles.size(), counts[0], counts[1], counts[2], guesses_total, best);
    return 0;
}
