/* qd-wordpuzzle.h — word puzzles (statement 000, part 1.1): the puzzle file
 * and the word list, as the course files write them.
 *
 * Puzzle: the first line is the array size N; then one line per slot,
 * `category: i, j, k` with 1-based cell indices (`verb:2, 4, 6` too).
 * Word list: one line per category, `category:<TAB>WORD, WORD, ...`, or a
 * folder of `<category>.txt` files with one word per line. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define QD_WORDPUZZLE_ERROR (qd_wordpuzzle_error_quark ())
GQuark qd_wordpuzzle_error_quark (void);

typedef enum {
  QD_WORDPUZZLE_ERROR_SYNTAX,
  QD_WORDPUZZLE_ERROR_RANGE,
  QD_WORDPUZZLE_ERROR_CATEGORY,
  QD_WORDPUZZLE_ERROR_ENCODING,
} QdWordpuzzleError;

#define QD_WORDPUZZLE_MAX_SIZE 1000
#define QD_WORDPUZZLE_MAX_SLOT 64

typedef struct {
  char  *category;
  guint *cells;          /* 0-based cell indices, in the order of the file */
  guint  length;
  guint  line;           /* line of the puzzle file, 0 for slots made in the editor */
} QdWordpuzzleSlot;

typedef struct {
  guint size;            /* cells in the array */
  GPtrArray *slots;      /* of QdWordpuzzleSlot* */
} QdWordpuzzle;

QdWordpuzzle *qd_wordpuzzle_new        (guint size);
QdWordpuzzle *qd_wordpuzzle_parse      (const char *text, gssize length, GError **error);
/* The same with `warnings` (nullable, strings): a slot given twice (the same
 * category and cells) is read once, with a warning naming both lines. */
QdWordpuzzle *qd_wordpuzzle_parse_full (const char *text, gssize length, GPtrArray *warnings, GError **error);
QdWordpuzzle *qd_wordpuzzle_copy       (const QdWordpuzzle *puzzle);
void          qd_wordpuzzle_free       (QdWordpuzzle *puzzle);
/* The statement's format, LF line ends, a final newline. */
char         *qd_wordpuzzle_to_string  (const QdWordpuzzle *puzzle);
/* Adds a slot; cells are 0-based and must be distinct and < size. */
QdWordpuzzleSlot   *qd_wordpuzzle_add_slot   (QdWordpuzzle *puzzle, const char *category,
                                         const guint *cells, guint length, GError **error);
void          qd_wordpuzzle_remove_slot (QdWordpuzzle *puzzle, guint index);
/* Changes the size; slots that reach past it are removed.  Returns how many. */
guint         qd_wordpuzzle_resize     (QdWordpuzzle *puzzle, guint size);
/* TRUE when some slot covers the cell. */
gboolean      qd_wordpuzzle_cell_covered (const QdWordpuzzle *puzzle, guint cell);

/* Words and categories are added and removed through the functions below,
 * which keep the hash tables (for the duplicate checks, so that a list
 * parses in time linear in its length) in step with the arrays. */
typedef struct {
  char *name;
  GPtrArray *words;      /* of char*, upper case A-Z, no duplicates, file order */
  GHashTable *set;       /* the strings of `words`, as a set (not owned) */
} QdWordpuzzleCategory;

typedef struct {
  GPtrArray *categories; /* of QdWordpuzzleCategory* */
  GHashTable *by_name;   /* name → category (both owned by `categories`) */
} QdWordpuzzleList;

QdWordpuzzleList     *qd_wordpuzzle_list_new         (void);
QdWordpuzzleList     *qd_wordpuzzle_list_parse       (const char *text, gssize length, GError **error);
/* A file in the one-line-per-category format, or a folder of <category>.txt. */
QdWordpuzzleList     *qd_wordpuzzle_list_load        (GFile *file, GError **error);
QdWordpuzzleList     *qd_wordpuzzle_list_copy        (const QdWordpuzzleList *list);
void            qd_wordpuzzle_list_free        (QdWordpuzzleList *list);
char           *qd_wordpuzzle_list_to_string   (const QdWordpuzzleList *list);
QdWordpuzzleCategory *qd_wordpuzzle_list_find        (const QdWordpuzzleList *list, const char *name);
QdWordpuzzleCategory *qd_wordpuzzle_list_ensure      (QdWordpuzzleList *list, const char *name);
/* Adds an upper-cased word; FALSE with an error if it is not letters A-Z. */
gboolean        qd_wordpuzzle_category_add     (QdWordpuzzleCategory *category, const char *word, GError **error);
gboolean        qd_wordpuzzle_category_remove  (QdWordpuzzleCategory *category, const char *word);

/* Checks that every slot's category exists in the list. */
gboolean        qd_wordpuzzle_check_categories (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                                                 GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordpuzzle, qd_wordpuzzle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWordpuzzleList, qd_wordpuzzle_list_free)

G_END_DECLS
