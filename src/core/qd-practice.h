/* qd-practice.h — practice on a recorded search: the list of questions a
 * student answers in order while the replay stops before each step ("What
 * does B return?", "Which node is expanded next?"), each judged right or
 * wrong with one sentence from the search's own events, with a hint, Show
 * Me, undo and a score.
 *
 * A problem fills the list from its run (a <id>-practice module in its
 * folder); the window's practice bar asks the questions.  The
 * list knows no problem: an answer is a number, a name, or a set of names,
 * and the problem gives the function that turns what a student types or
 * clicks into a name it compares (a label into a node's path, a case into
 * the place's own spelling). */
#pragma once

#include <glib.h>

#include "qd-owned.h"

G_BEGIN_DECLS

/* How often to ask: every question; the decisions only (the node a search
 * expands, the value a node returns); the end only. */
typedef enum {
  QD_PRACTICE_EVERY_STEP,
  QD_PRACTICE_DECISIONS,
  QD_PRACTICE_END,
} QdPracticeFrequency;

/* Each question belongs to the least frequent setting that asks it. */
typedef enum {
  QD_PRACTICE_LEVEL_STEP,      /* asked at every step only */
  QD_PRACTICE_LEVEL_DECISION,  /* at every step and every decision */
  QD_PRACTICE_LEVEL_END,       /* always */
} QdPracticeLevel;

typedef enum {
  QD_PRACTICE_NUMBER,          /* "3", "-inf", "∞", "−2.5" */
  QD_PRACTICE_NAME,            /* one node, typed or clicked */
  QD_PRACTICE_NAMES,           /* a set of nodes, in any order; "none" or nothing for none */
} QdPracticeKind;

typedef enum {
  QD_PRACTICE_RIGHT,
  QD_PRACTICE_WRONG,
  QD_PRACTICE_UNREADABLE,      /* not a number, not a name of this problem */
} QdPracticeVerdict;

typedef struct {
  QdOwned owned;               /* its texts and names */
  QdPracticeKind kind;
  QdPracticeLevel level;
  guint step;                  /* the replay step shown while it is asked */
  char *text;                  /* the question */
  char *answer;                /* the right answer as shown (Show Me) */
  char *why;                   /* one sentence: why the answer is what it is */
  char *hint;
  double number;               /* NUMBER: the right value */
  char **names;                /* NAME, NAMES: the right names as canonical() gives them */
  double tolerance;            /* NUMBER: an answer this close is right (0: the value itself) */
  GPtrArray *alternatives;     /* NAME, NAMES: other sets of names as right (char **), or NULL */
  GHashTable *reasons;         /* NAMES: a name's reason (qd_practice_add_reason), or NULL */
} QdPracticeQuestion;

/* What a student typed for one name, as the problem spells it (a node's
 * path, a place's name), or NULL when it names nothing.  For a set, one
 * part may stand for several names: they are returned joined by '\n'. */
typedef char *(*QdPracticeCanonical) (const char *typed, gpointer data);

typedef struct _QdPractice QdPractice;

QdPractice *qd_practice_new            (QdPracticeCanonical canonical, gpointer data, GDestroyNotify data_free);
void        qd_practice_free           (QdPractice *practice);
/* The `data` given to qd_practice_new (the problem's own). */
gpointer    qd_practice_get_data       (const QdPractice *practice);
/* A sentence on what the questions leave out ("The questions stop after the
 * first 2,000 moves; then the end is asked."), shown with them; NULL: none.
 * Copied. */
void        qd_practice_set_note       (QdPractice *practice, const char *note);
const char *qd_practice_get_note       (const QdPractice *practice);
/* Adds a question (texts copied; `names` NULL-terminated, copied). */
void        qd_practice_add_number     (QdPractice *practice, QdPracticeLevel level, guint step, const char *text,
                                        double value, const char *why, const char *hint);
/* The same, right within ±tolerance (a probability to two places: 0.005);
 * the answer shown rounded to the tolerance's places. */
void        qd_practice_add_number_within (QdPractice *practice, QdPracticeLevel level, guint step,
                                        const char *text, double value, double tolerance,
                                        const char *why, const char *hint);
/* Another set of names as right as the last question's own (a tie: any of
 * the best moves); `names` NULL-terminated, copied. */
void        qd_practice_add_alternative (QdPractice *practice, const char *const *names);
/* Why `name` (as canonical() gives it) is in the last question's set or
 * not, a clause ("each of its preconditions holds", "(clear a) does not
 * hold"); copied.  A NAMES question with reasons answers a wrong set by
 * what it got wrong, name by name: "No: you left out A: REASON; you gave
 * B, but REASON." (a name without a reason: "you left out A", "you gave
 * B, which is not one of them"), instead of its `why` (kept for Show Me). */
void        qd_practice_add_reason     (QdPractice *practice, const char *name, const char *reason);
void        qd_practice_add_names      (QdPractice *practice, QdPracticeKind kind, QdPracticeLevel level,
                                        guint step, const char *text, const char *const *names,
                                        const char *answer, const char *why, const char *hint);

/* A NAMES question's answer made name by name: the names as canonical()
 * gives them, and the answer as Show Me tells it ("none" when empty). */
typedef struct {
  GPtrArray *names;
  GString *shown;
} QdPracticeNames;

void        qd_practice_names_init     (QdPracticeNames *set);
/* Adds `name`; the answer shown gets `separator` (but before the first)
 * and `text` (NULL: the name). */
void        qd_practice_names_add      (QdPracticeNames *set, const char *name, const char *separator,
                                        const char *text);
/* Adds the NAMES question whose answer is `set`, and clears the set. */
void        qd_practice_add_names_of   (QdPractice *practice, QdPracticeNames *set, QdPracticeLevel level,
                                        guint step, const char *text, const char *why, const char *hint);

/* The setting (default DECISIONS): the session starts again. */
void        qd_practice_set_frequency  (QdPractice *practice, QdPracticeFrequency frequency);
QdPracticeFrequency qd_practice_get_frequency (const QdPractice *practice);
/* Every question made, and those the setting asks. */
guint       qd_practice_n_all          (const QdPractice *practice);
const QdPracticeQuestion *qd_practice_get (const QdPractice *practice, guint index);
guint       qd_practice_n_asked        (const QdPractice *practice);
/* The question being asked (its place among those asked), or NULL once all
 * are answered. */
const QdPracticeQuestion *qd_practice_current (const QdPractice *practice);
guint       qd_practice_position       (const QdPractice *practice);
gboolean    qd_practice_finished       (const QdPractice *practice);

/* Judges `given` against the current question.  RIGHT moves on; WRONG keeps
 * the question and sets *message to "No: " and the reason; UNREADABLE to
 * what could not be read.  `message` may be NULL. */
QdPracticeVerdict qd_practice_answer   (QdPractice *practice, const char *given, char **message);
/* How a typed name is compared with the problem's: case folded, without
 * its blanks (to free). */
char       *qd_practice_name_key     (const char *text);
/* The current question's hint (counted once per question), or NULL. */
const char *qd_practice_hint           (QdPractice *practice);
/* Shows the answer and moves on (counted as shown); the sentence to show,
 * "The answer is 3: B returns 3, …" (newly allocated), or NULL when done. */
char       *qd_practice_show_me        (QdPractice *practice);
/* Back to the question before, its score taken back; FALSE at the first. */
gboolean    qd_practice_undo           (QdPractice *practice);
/* Back to the first question, the score cleared. */
void        qd_practice_restart        (QdPractice *practice);

/* Right at the first try; answered: the questions gone past, and the
 * current one once a wrong answer was given to it. */
guint       qd_practice_n_right        (const QdPractice *practice);
guint       qd_practice_n_answered     (const QdPractice *practice);
guint       qd_practice_n_hints        (const QdPractice *practice);
guint       qd_practice_n_shown        (const QdPractice *practice);
/* "7 right of 9, 1 hint, 1 shown" (translated). */
char       *qd_practice_score_text     (const QdPractice *practice);

/* Reads a number as a student may type it: "3", "-2.5", "−2,5" (a comma as
 * the decimal point), "inf", "+∞", "-infinity". */
gboolean    qd_practice_parse_number   (const char *text, double *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPractice, qd_practice_free)

G_END_DECLS
