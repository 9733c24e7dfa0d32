#!/usr/bin/env bash
# Install the peer tools of benchmarks/crisscross.py into benchmarks/.peers/ (gitignored).
#   genxword (PyPI)                   -> benchmarks/.peers/venv   (from requirements.txt)
#   crossword-layout-generator (npm)  -> benchmarks/.peers/node   (from package.json)
#   tdoku (g++, a named commit)       -> benchmarks/.peers/tdoku  (benchmarks/sudoku_bulk.py)
#   Solo's solosolver (gcc)           -> benchmarks/.peers/solo   (benchmarks/sudoku_bulk.py)
#   Unequal's and Towers' solvers     -> benchmarks/.peers/tatham (benchmarks/latin_grades.py --peer)
# Debian packages are installed with apt-get when run as root (or with sudo otherwise).
# Usage: bash benchmarks/setup_peers.sh [--no-apt]    (or with `tdoku`: tdoku and Solo only; `tatham`: Unequal's and Towers' solvers only)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
peers="$here/.peers"
python="${PYTHON:-python3}"

# tdoku (t-dillon/tdoku, BSD-2), the fastest published sudoku solver, for benchmarks/sudoku_bulk.py:
# its solver at a named commit, built with g++ (no cmake) beside tdoku_driver.cc -> .peers/tdoku/tdoku_bench.
# TDOKU_GIT may name a local clone (or bare git directory) to read the sources from instead of GitHub.
build_tdoku() {
    local tdoku_commit="af426180dc53aef89b82868e7b3fdfcf42165654" tdoku="$peers/tdoku" git_dir
    mkdir -p "$tdoku"
    if [[ ! -d "$tdoku/src" ]]; then
        git_dir="${TDOKU_GIT:-}"
        if [[ -z "$git_dir" ]]; then
            git clone --quiet https://github.com/t-dillon/tdoku.git "$tdoku/clone"
            git_dir="$tdoku/clone"
        fi
        git_dir="$(cd "$git_dir" && git rev-parse --absolute-git-dir)"
        for part in src include; do  # folder by folder: the repository's data.zip is not needed
            git --git-dir="$git_dir" archive --prefix="$part/" "$tdoku_commit:$part" | tar -x -C "$tdoku"
        done
        git --git-dir="$git_dir" show "$tdoku_commit:LICENSE" >"$tdoku/LICENSE"
    fi
    g++ -O3 -march=native -std=c++14 -I"$tdoku/include" -I"$tdoku/src" \
        "$tdoku/src/solver_dpll_triad_simd.cc" "$tdoku/src/util.cc" "$here/tdoku_driver.cc" -o "$tdoku/tdoku_bench"
    echo "tdoku OK ($tdoku_commit)"
}

# Solo's solver (Simon Tatham's puzzles, MIT), built with gcc as its STANDALONE_SOLVER -> .peers/solo/solosolver.
# SOLO_GIT may name a local clone (or bare git directory) of the puzzles instead of the GitHub mirror.
build_solo() {
    local solo_commit="01c3e382d9c7013f0bb4eb9f1ff2d19bb05d4241" solo="$peers/solo" git_dir
    mkdir -p "$solo"
    if [[ ! -f "$solo/src/solo.c" ]]; then
        git_dir="${SOLO_GIT:-}"
        if [[ -z "$git_dir" ]]; then
            git clone --quiet https://github.com/ghewgill/puzzles.git "$solo/clone"
            git_dir="$solo/clone"
        fi
        mkdir -p "$solo/src"
        git --git-dir="$(cd "$git_dir" && git rev-parse --absolute-git-dir)" archive "$solo_commit" | tar -x -C "$solo/src"
    fi
    (cd "$solo/src" && gcc -O2 -DSTANDALONE_SOLVER solo.c malloc.c misc.c random.c divvy.c dsf.c nullfe.c -lm \
        -o "$solo/solosolver")
    echo "solosolver OK ($solo_commit)"
}

# Unequal's and Towers' solvers (Simon Tatham's puzzles, MIT) at the commit Debian's sgt-puzzles
# 20230122 was built from, as their STANDALONE_SOLVERs -> .peers/tatham/unequal and .peers/tatham/towers,
# for benchmarks/latin_grades.py --peer (Tatham's own grade of each corpus puzzle). SOLO_GIT as above.
build_tatham() {
    local commit="806ae71ca45f913ebfd4aa18c8f0c80a67738a13" out="$peers/tatham" git_dir game
    mkdir -p "$out"
    if [[ ! -f "$out/src/unequal.c" ]]; then
        git_dir="${SOLO_GIT:-}"
        if [[ -z "$git_dir" ]]; then
            git clone --quiet https://github.com/ghewgill/puzzles.git "$out/clone"
            git_dir="$out/clone"
        fi
        mkdir -p "$out/src"
        git --git-dir="$(cd "$git_dir" && git rev-parse --absolute-git-dir)" archive "$commit" | tar -x -C "$out/src"
    fi
    for game in unequal towers; do
        (cd "$out/src" && gcc -O2 -DSTANDALONE_SOLVER "$game.c" latin.c matching.c tree234.c malloc.c misc.c \
            random.c sort.c dsf.c nullfe.c -lm -o "$out/$game")
    done
    echo "unequal and towers solvers OK ($commit)"
}

if [[ "${1:-}" == "tatham" ]]; then  # Unequal's and Towers' solvers only
    build_tatham
    exit 0
fi

if [[ "${1:-}" == "tdoku" ]]; then  # the sudoku peers only
    build_tdoku
    build_solo
    exit 0
fi

if [[ "${1:-}" != "--no-apt" ]]; then
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends \
        build-essential pkg-config libcairo2-dev libgirepository1.0-dev gir1.2-pango-1.0
fi

mkdir -p "$peers"
if [[ ! -x "$peers/venv/bin/python" ]]; then
    "$python" -m venv "$peers/venv"
fi
"$peers/venv/bin/python" -m pip install --upgrade pip
"$peers/venv/bin/python" -m pip install -r "$here/requirements.txt"
"$peers/venv/bin/python" -c "import genxword.calculate; print('genxword OK')"

mkdir -p "$peers/node"
cp "$here/package.json" "$peers/node/package.json"
(cd "$peers/node" && npm install --no-audit --no-fund --save-exact)
node -e "require('$peers/node/node_modules/crossword-layout-generator'); console.log('crossword-layout-generator OK')"

build_tdoku
build_solo
build_tatham
