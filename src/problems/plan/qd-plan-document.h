/* qd-plan-document.h — a PDDL file as the Planning tab's document.
 *
 * A planning task is two texts, a domain and a problem.  The document is
 * the file the user opened, kept as written (saved back byte for byte):
 *   - a problem file, whose domain is its companion: the file beside it
 *     named by data/FORMATS.md's rule (NAME-domain.pddl for
 *     NAME-problem.pddl, domain.pddl, else the *.pddl file of the folder
 *     whose (define (domain D)) is the problem's (:domain D));
 *   - a domain file, whose problem is its companion (NAME-problem.pddl for
 *     NAME-domain.pddl, problem.pddl, else the first *.pddl file, by name,
 *     whose (:domain D) names it);
 *   - one file holding both defines, which needs no companion.
 * The task (qd-plan.h) is read once both texts are known; a file alone is
 * checked as far as it can be (its syntax, a domain's declarations).
 *
 * Errors of the file alone name the line and the column, "line 3, column
 * 7: …", after which whoever read the file puts its name; the task's
 * errors name the file ("blocks-domain.pddl:12:5: …"), as the command
 * line's do. */
#pragma once

#include <gio/gio.h>

#include "qd-plan.h"

G_BEGIN_DECLS

typedef enum {
  QD_PLAN_FILE_DOMAIN,       /* (define (domain …)) alone: its companion is the problem */
  QD_PLAN_FILE_PROBLEM,      /* (define (problem …)) alone: its companion is the domain */
  QD_PLAN_FILE_BOTH,         /* a domain and its problem in one file: no companion */
} QdPlanFileKind;

typedef struct {
  char *text;                /* the file, as written (it holds no NUL) */
  QdPlanFileKind kind;
  char *domain_name;         /* the domain's name: its define's, or a problem's (:domain NAME) */
  char *companion;           /* the other file's text, or NULL (none yet, or BOTH) */
  char *companion_name;      /* its file's name, for errors; NULL with it */
  QdPlanTask *task;          /* read from both texts, or NULL */
} QdPlanDocument;

/* The file of `length` bytes (-1: NUL-terminated); NULL and an error naming
 * the line and column when it is not a domain, a problem or both. */
QdPlanDocument *qd_plan_document_parse     (const char *text, gssize length, GError **error);
/* The file's text, as read. */
char           *qd_plan_document_to_string (const QdPlanDocument *document);
void            qd_plan_document_free      (QdPlanDocument *document);
QdPlanDocument *qd_plan_document_copy      (const QdPlanDocument *document);
/* The texts alone, the task NULL (read it with qd_plan_document_read_task,
 * on a worker: the Planning tab grounds the task there). */
QdPlanDocument *qd_plan_document_copy_texts (const QdPlanDocument *document);

/* Takes `companion` (copied; `companion_name` names it in errors) and reads
 * the task; `name` is the document's file name.  FALSE with the task's
 * error when the two do not make a task (the companion is kept all the
 * same, so that it can be shown and edited). */
gboolean        qd_plan_document_set_companion (QdPlanDocument *document, const char *companion,
                                                const char *companion_name, const char *name, GError **error);
/* Reads the task again from the texts (after an edit of either); FALSE
 * with its error, the task then NULL. */
gboolean        qd_plan_document_read_task (QdPlanDocument *document, const char *name, GError **error);
/* Whether `text` is this document's companion: a domain of its name, or a
 * problem for its domain. */
gboolean        qd_plan_document_fits      (const QdPlanDocument *document, const char *text, gsize length);
/* The companion of the file `file` (the document's) in its folder, by
 * the rule above: its file (and its text in *text), or NULL when none
 * fits. */
GFile          *qd_plan_document_find_companion (const QdPlanDocument *document, GFile *file, char **text);

/* A domain file alone (the companion the problems' files read beside
 * them): its document, or NULL and an error. */
QdPlanDocument *qd_plan_document_parse_domain (const char *text, gssize length, GError **error);

/* A plan as its own file (`NAME.plan` beside NAME-problem.pddl, read into
 * the tab's plan): its text, kept as written, when it reads as a plan
 * (actions of symbols; qd-plan-validate.h), else NULL and an error naming
 * the line. */
typedef struct {
  char *text;
} QdPlanText;

QdPlanText     *qd_plan_text_parse     (const char *text, gssize length, GError **error);
char           *qd_plan_text_to_string (const QdPlanText *plan);
void            qd_plan_text_free      (QdPlanText *plan);
/* The plan file's name for a task's file's: NAME.plan for NAME-problem.pddl,
 * NAME-domain.pddl and NAME.pddl (to free). */
char           *qd_plan_text_name_for  (const char *basename);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPlanText, qd_plan_text_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdPlanDocument, qd_plan_document_free)

G_END_DECLS
