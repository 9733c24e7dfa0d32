"""The words printed around a puzzle, in the language of its words: Across and Down, the headings
of word lists, the solution page and the instruction line. English, Russian, German, French,
Spanish, Greek, Turkish and Azerbaijani; the language is guessed from the letters of the words
(:func:`guess_language`) unless given (``--lang``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

#: the languages with captions, by their ISO 639-1 code
LANGUAGES = ("en", "ru", "de", "fr", "es", "el", "tr", "az")
#: the grades of a word puzzle's measured level, easiest first (see :meth:`Captions.level_line`)
GRADES = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class Captions:
    """The captions of one language.

    Attributes:
        lang: the ISO 639-1 code.
        across, down: the headings of the clue lists.
        solution: the heading of the solution (text output, the key page).
        letters: a heading of a word-list group, ``{n}`` for the length (Russian: three forms).
        crisscross: the instruction of a word-list puzzle, ``{n}`` for the number of words.
        crossword: the instruction of a clued crossword.
        titles: the default titles of a word-list puzzle and of a clued crossword.
        name_line: the line for the solver's name and the date on a printed sheet.
        fillin: the instruction of a fill-in puzzle, ``{n}`` for the number of words.
        continued: the heading of a clue group continued on a new page, ``{heading}`` for its
            own (``Across (continued)``).
        word_bank: the heading of a crossword's word bank (its answers listed for younger solvers).
        level: the line naming a puzzle's measured level, ``{grade}`` for the grade's name.
        grades: the names of the grades ``easy``, ``medium`` and ``hard``, in that order.
    """

    lang: str
    across: str
    down: str
    solution: str
    letters: tuple[str, str, str]  # one / few / many (English, German... use the first and the last)
    crisscross: str
    crossword: str
    titles: tuple[str, str]
    name_line: str
    fillin: str = ""  # the instruction of a fill-in puzzle, {n} for the number of words
    continued: str = "{heading} (continued)"  # a clue group's heading on a continuation page
    word_bank: str = "Word bank"  # the heading of a crossword's list of its answers
    level: str = "Level: {grade}"  # the level line of a sheet
    grades: tuple[str, str, str] = ("easy", "medium", "hard")

    def level_line(self, grade: str) -> str:
        """The level line of a puzzle of ``grade`` (``easy``, ``medium`` or ``hard``):
        ``Level: medium``, ``Уровень: средний``.

        Raises:
            ValueError: another grade.
        """
        return self.level.format(grade=self.grades[GRADES.index(grade)])

    def length(self, n: int) -> str:
        """The heading of the words of ``n`` letters (``3 letters``, ``3 буквы``, ``5 букв``)."""
        if self.lang == "ru":
            form = 2 if 11 <= n % 100 <= 14 else 0 if n % 10 == 1 else 1 if 2 <= n % 10 <= 4 else 2
        else:
            form = 0 if n == 1 else 2
        return self.letters[form].format(n=n)


CAPTIONS = {
    "en": Captions(
        "en",
        "Across",
        "Down",
        "Solution",
        ("{n} letter", "{n} letters", "{n} letters"),
        "Criss-cross: place the {n} words so that they interlock; each is used once.",
        "Crossword: write the answer to each clue in the grid, from its numbered cell.",
        ("Criss-cross", "Crossword"),
        "Name: ______________________   Date: ____________",
        fillin="Fill-in: write each of the {n} words into the grid; each is used once.",
        continued="{heading} (continued)",
        word_bank="Word bank",
        level="Level: {grade}",
        grades=("easy", "medium", "hard"),
    ),
    "ru": Captions(
        "ru",
        "По горизонтали",
        "По вертикали",
        "Ответы",
        ("{n} буква", "{n} буквы", "{n} букв"),
        "Впишите все слова ({n}) в сетку так, чтобы они пересекались; каждое слово — один раз.",
        "Кроссворд: впишите ответ на каждый вопрос, начиная с клетки с его номером.",
        ("Кроссворд без вопросов", "Кроссворд"),
        "Имя: ______________________   Дата: ____________",
        fillin="Впишите в сетку все слова ({n}); каждое слово — один раз.",
        continued="{heading} (продолжение)",
        word_bank="Банк слов",
        level="Уровень: {grade}",
        grades=("лёгкий", "средний", "трудный"),
    ),
    "de": Captions(
        "de",
        "Waagerecht",
        "Senkrecht",
        "Lösung",
        ("{n} Buchstabe", "{n} Buchstaben", "{n} Buchstaben"),
        "Setzen Sie die {n} Wörter so ein, dass sie sich kreuzen; jedes Wort genau einmal.",
        "Kreuzworträtsel: Tragen Sie jede Antwort ab ihrem nummerierten Feld ein.",
        ("Wortgitter", "Kreuzworträtsel"),
        "Name: ______________________   Datum: ____________",
        fillin="Füllrätsel: Tragen Sie die {n} Wörter in das Gitter ein; jedes genau einmal.",
        continued="{heading} (Fortsetzung)",
        word_bank="Wortspeicher",
        level="Schwierigkeit: {grade}",
        grades=("leicht", "mittel", "schwer"),
    ),
    "fr": Captions(
        "fr",
        "Horizontalement",
        "Verticalement",
        "Solution",
        ("{n} lettre", "{n} lettres", "{n} lettres"),
        "Placez les {n} mots pour qu'ils se croisent ; chacun une seule fois.",
        "Mots croisés : écrivez chaque réponse à partir de sa case numérotée.",
        ("Mots entrecroisés", "Mots croisés"),
        "Nom : ______________________   Date : ____________",
        fillin="Mots casés : placez les {n} mots dans la grille ; chacun une seule fois.",
        continued="{heading} (suite)",
        word_bank="Banque de mots",
        level="Niveau : {grade}",
        grades=("facile", "moyen", "difficile"),
    ),
    "es": Captions(
        "es",
        "Horizontales",
        "Verticales",
        "Solución",
        ("{n} letra", "{n} letras", "{n} letras"),
        "Coloque las {n} palabras para que se crucen; cada una una sola vez.",
        "Crucigrama: escriba cada respuesta a partir de su casilla numerada.",
        ("Palabras cruzadas", "Crucigrama"),
        "Nombre: ______________________   Fecha: ____________",
        fillin="Encaje de palabras: coloque las {n} palabras en la cuadrícula; cada una una sola vez.",
        continued="{heading} (continuación)",
        word_bank="Banco de palabras",
        level="Nivel: {grade}",
        grades=("fácil", "medio", "difícil"),
    ),
    "el": Captions(
        "el",
        "Οριζόντια",
        "Κάθετα",
        "Λύση",
        ("{n} γράμμα", "{n} γράμματα", "{n} γράμματα"),
        "Τοποθετήστε τις {n} λέξεις ώστε να διασταυρώνονται· την καθεμία μία φορά.",
        "Σταυρόλεξο: γράψτε κάθε απάντηση από το αριθμημένο τετράγωνό της.",
        ("Λέξεις σε πλέγμα", "Σταυρόλεξο"),
        "Όνομα: ______________________   Ημερομηνία: ____________",
        fillin="Συμπληρώστε το πλέγμα με τις {n} λέξεις· την καθεμία μία φορά.",
        continued="{heading} (συνέχεια)",
        word_bank="Τράπεζα λέξεων",
        level="Επίπεδο: {grade}",
        grades=("εύκολο", "μέτριο", "δύσκολο"),
    ),
    "tr": Captions(
        "tr",
        "Soldan sağa",
        "Yukarıdan aşağıya",
        "Çözüm",
        ("{n} harf", "{n} harf", "{n} harf"),
        "{n} kelimeyi birbirini kesecek biçimde yerleştirin; her biri bir kez.",
        "Bulmaca: her cevabı numaralı karesinden başlayarak yazın.",
        ("Kelime yerleştirme", "Bulmaca"),
        "Ad: ______________________   Tarih: ____________",
        fillin="{n} kelimeyi tabloya yerleştirin; her biri bir kez.",
        continued="{heading} (devam)",
        word_bank="Kelime bankası",
        level="Seviye: {grade}",
        grades=("kolay", "orta", "zor"),
    ),
    "az": Captions(
        "az",
        "Üfüqi",
        "Şaquli",
        "Həll",
        ("{n} hərf", "{n} hərf", "{n} hərf"),
        "{n} sözü bir-birini kəsəcək şəkildə yerləşdirin; hər biri bir dəfə.",
        "Krossvord: hər cavabı nömrəli xanasından başlayaraq yazın.",
        ("Söz şəbəkəsi", "Krossvord"),
        "Ad: ______________________   Tarix: ____________",
        fillin="{n} sözü cədvələ yerləşdirin; hər biri bir dəfə.",
        continued="{heading} (davamı)",
        word_bank="Söz bankı",
        level="Səviyyə: {grade}",
        grades=("asan", "orta", "çətin"),
    ),
}

# letters that tell a language apart (lower-case); Cyrillic as a whole says Russian, Greek Greek
_MARKS = {"de": "äöüß", "fr": "éèêëàâçîïôùûœ", "es": "ñáíóú¿¡", "tr": "ığşİ", "az": "ə"}


def guess_language(texts: Iterable[str]) -> str:
    """The language of ``texts`` (entries, clues) by their letters: Russian for Cyrillic, Greek for
    Greek, German, French, Spanish, Turkish or Azerbaijani by the letters only they use, else
    English. Cost O(total length).

    >>> guess_language(["Мул", "Енот"]), guess_language(["Straße"]), guess_language(["Cat"])
    ('ru', 'de', 'en')
    """
    counts = dict.fromkeys(LANGUAGES, 0)
    for text in texts:
        for ch in text.lower():
            if "\u0400" <= ch <= "\u04ff":
                counts["ru"] += 1
            elif "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff":
                counts["el"] += 1
            for lang, marks in _MARKS.items():
                if ch in marks:
                    counts[lang] += 1
    best = max(LANGUAGES, key=lambda lang: (counts[lang], lang == "en"))
    return best if counts[best] else "en"


def captions(lang: str | None = None, texts: Iterable[str] = ()) -> Captions:
    """The captions of ``lang``, or of the language guessed from ``texts`` when ``lang`` is None.

    Raises:
        KeyError: an unknown language code.
    """
    return CAPTIONS[lang if lang is not None else guess_language(texts)]


@dataclass(frozen=True, slots=True)
class BookWords:
    """The words of a book's own pages in one language (``gridcraft book``): the contents and its
    continuation, the answers' heading, a section's span of puzzles, the page of an answer, and
    the note about the book (``{n}`` puzzles, ``{s}`` sections, the answers' page ``{p}``; the
    counts stand after a colon, so that no noun agrees with them)."""

    contents: str
    contents_more: str
    answers: str
    puzzle: str  # {a}
    puzzles: str  # {a}, {b}
    page: str  # {p}
    about: str  # {n}, {s}, {p}
    unique_all: str
    unique_some: str


BOOK_WORDS = {
    "en": BookWords("Contents", "Contents (continued)", "Answers", "Puzzle {a}", "Puzzles {a} to {b}", "page {p}",
                    "Puzzles: {n}; sections: {s}. The answers begin on page {p}.",
                    "Each puzzle has exactly one answer, proven by a complete search.",
                    "The puzzles without clues have exactly one answer, proven by a complete search; "
                    "the clues decide the crosswords."),
    "ru": BookWords("Содержание", "Содержание (продолжение)", "Ответы", "Головоломка {a}", "Головоломки {a}–{b}",
                    "стр. {p}", "Головоломок: {n}; разделов: {s}. Ответы начинаются на стр. {p}.",
                    "У каждой головоломки ровно один ответ, и это доказано полным перебором.",
                    "У головоломок без вопросов ровно один ответ, и это доказано полным перебором; "
                    "в кроссвордах ответ определяют вопросы."),
    "de": BookWords("Inhalt", "Inhalt (Fortsetzung)", "Lösungen", "Rätsel {a}", "Rätsel {a} bis {b}", "Seite {p}",
                    "Rätsel: {n}; Abschnitte: {s}. Die Lösungen beginnen auf Seite {p}.",
                    "Jedes Rätsel hat genau eine Lösung, durch vollständige Suche bewiesen.",
                    "Die Rätsel ohne Fragen haben genau eine Lösung, durch vollständige Suche bewiesen; "
                    "bei den Kreuzworträtseln entscheiden die Fragen."),
    "fr": BookWords("Sommaire", "Sommaire (suite)", "Solutions", "Grille {a}", "Grilles {a} à {b}", "page {p}",
                    "Grilles : {n} ; parties : {s}. Les solutions commencent page {p}.",
                    "Chaque grille a une seule solution, prouvée par une recherche complète.",
                    "Les grilles sans définitions ont une seule solution, prouvée par une recherche complète ; "
                    "pour les mots croisés, les définitions décident."),
    "es": BookWords("Índice", "Índice (continuación)", "Soluciones", "Pasatiempo {a}", "Pasatiempos {a} a {b}",
                    "página {p}", "Pasatiempos: {n}; secciones: {s}. Las soluciones empiezan en la página {p}.",
                    "Cada pasatiempo tiene una sola solución, demostrada por una búsqueda completa.",
                    "Los pasatiempos sin pistas tienen una sola solución, demostrada por una búsqueda completa; "
                    "en los crucigramas deciden las pistas."),
    "el": BookWords("Περιεχόμενα", "Περιεχόμενα (συνέχεια)", "Λύσεις", "Γρίφος {a}", "Γρίφοι {a} έως {b}", "σελ. {p}",
                    "Γρίφοι: {n}· ενότητες: {s}. Οι λύσεις αρχίζουν στη σελ. {p}.",
                    "Κάθε γρίφος έχει ακριβώς μία λύση, αποδεδειγμένη με πλήρη αναζήτηση.",
                    "Οι γρίφοι χωρίς ορισμούς έχουν ακριβώς μία λύση, αποδεδειγμένη με πλήρη αναζήτηση· "
                    "στα σταυρόλεξα αποφασίζουν οι ορισμοί."),
    "tr": BookWords("İçindekiler", "İçindekiler (devam)", "Çözümler", "Bulmaca {a}", "Bulmacalar {a}–{b}", "sayfa {p}",
                    "Bulmaca: {n}; bölüm: {s}. Çözümler: sayfa {p}.",
                    "Her bulmacanın tek bir çözümü vardır; bu, eksiksiz bir aramayla kanıtlanmıştır.",
                    "İpucusuz bulmacaların tek bir çözümü vardır (eksiksiz aramayla kanıtlandı); "
                    "çapraz bulmacalarda ipuçları belirler."),
    "az": BookWords("Mündəricat", "Mündəricat (davamı)", "Cavablar", "Tapmaca {a}", "Tapmacalar {a}–{b}", "səh. {p}",
                    "Tapmaca: {n}; bölmə: {s}. Cavablar: səh. {p}.",
                    "Hər tapmacanın yalnız bir həlli var; bu, tam axtarışla sübut olunub.",
                    "Sualsız tapmacaların yalnız bir həlli var (tam axtarışla sübut olunub); "
                    "krossvordlarda cavabı suallar müəyyən edir."),
}  # fmt: skip
