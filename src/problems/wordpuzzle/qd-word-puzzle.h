/* qd-word-puzzle.h — word puzzles (statement 000, part 1.1): the puzzle file
 * and the word list, as the course files write them.
 *
 * Puzzle: the first line is the array size N; then one line per slot,
 * `category: i, j, k` with 1-based cell indices (`verb:2, 4, 6` too).
 * Word list: one line per category, `category:<TAB>WORD, WORD, ...`, or a
 * folder of `<category>.txt` files with one word per line. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QD_WORD_PUZZLE_ERROR (qd_word_puzzle_error_quark ())
GQuark qd_word_puzzle_error_quark (void);

typedef enum {
  QD_WORD_PUZZLE_ERROR_SYNTAX,
  QD_WORD_PUZZLE_ERROR_RANGE,
  QD_WORD_PUZZLE_ERROR_CATEGORY,
  QD_WORD_PUZZLE_ERROR_ENCODING,
} QdWordPuzzleError;

#define QD_WORD_PUZZLE_MAX_SIZE 1000
#define QD_WORD_PUZZLE_MAX_SLOT 64

typedef struct {
  char  *category;
  guint *cells;          /* 0-based cell indices, in the order of the file */
  guint  length;
  guint  line;           /* line of the puzzle file, 0 for slots made in the editor */
} QdWordSlot;

typedef struct {
  guint size;            /* cells in the array */
  GPtrArray *slots;      /* of QdWordSlot* */
} QdWordPuzzle;

QdWordPuzzle *qd_word_puzzle_new        (guint size);
QdWordPuzzle *qd_word_puzzle_parse      (const char *text, gssize length, GError **error);
QdWordPuzzle *qd_word_puzzle_copy       (const QdWordPuzzle *puzzle);
void          qd_word_puzzle_free       (QdWordPuzzle *puzzle);
/* The statement's format, LF line ends, a final newline. */
char         *qd_word_puzzle_to_string  (const QdWordPuzzle *puzzle);
/* Adds a slot; cells are 0-based and must be distinct and < size. */
QdWordSlot   *qd_word_puzzle_add_slot   (QdWordPuzzle *puzzle, const char *category,
                                         const guint *cells, guint length, GError **error);
void          qd_word_puzzle_remove_slot (QdWordPuzzle *puzzle, guint index);
/* Changes the size; slots that reach past it are removed.  Returns how many. */
guint         qd_word_puzzle_resize     (QdWordPuzzle *puzzle, guint size);
/* TRUE when some slot covers the cell. */
gboolean      qd_word_puzzle_cell_covered (const QdWordPuzzle *puzzle, guint cell);

typedef struct {
  char *name;
  GPtrArray *words;      /* of char*, upper case A-Z, no duplicates, file order */
} QdWordCategory;

typedef struct {
  GPtrArray *categories; /* of QdWordCategory* */
} QdWordList;

QdWordList     *qd_word_list_new         (void);
QdWordList     *qd_word_list_parse       (const char *text, gssize length, GError **error);
/* A file in the one-line-per-category format, or a folder of <category>.txt. */
QdWordList     *qd_word_list_load        (GFile *file, GError **error);
QdWordList     *qd_word_list_copy        (const QdWordList *list);
void            qd_word_list_free        (QdWordList *list);
char           *qd_word_list_to_string   (const QdWordList *list);
QdWordCategory *qd_word_list_find        (const QdWordList *list, const char *name);
QdWordCategory *qd_word_list_ensure      (QdWordList *list, const char *name);
/* Adds an upper-cased word; FALSE with an error if it is not letters A-Z. */
gboolean        qd_word_category_add     (QdWordCategory *category, const char *word, GError **error);
gboolean        qd_word_category_remove  (QdWordCategory *category, const char *word);

/* Checks that every slot's category exists in the list. */
gboolean        qd_word_puzzle_check_categories (const QdWordPuzzle *puzzle, const QdWordList *list,
                                                 GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordPuzzle, qd_word_puzzle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordList, qd_word_list_free)

G_END_DECLS
