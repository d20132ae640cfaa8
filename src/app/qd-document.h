/* qd-document.h — one document of a problem, as every page keeps it.
 *
 * A document is a model in its problem's format (problems/qd-problem.h: the
 * format parses, writes and frees it), the file it belongs to (or the name of
 * an untitled one), whether it differs from what was last opened or saved,
 * and one undo history of texts (Tatham's habit: the saved form is the undo
 * record).  The page base class (qd-page.h) owns one and shows it; a page
 * only edits the model and redraws.  GLib and GIO only: tested without a
 * display (tests/test-document.c).
 *
 * Reading a file for a document (qd_document_read_file_async) runs on a
 * worker thread: the read is bounded (core/qd-file.h) and the parse is done
 * there too, so neither a huge file nor a slow parse holds up the window. */
#pragma once

#include <gio/gio.h>

#include "problems/qd-problem.h"

G_BEGIN_DECLS

/* The undo history keeps at most this many steps, and drops its oldest ones
 * past QD_DOCUMENT_HISTORY_BYTES of text (the last step always stays). */
#define QD_DOCUMENT_HISTORY_STEPS 500
#define QD_DOCUMENT_HISTORY_BYTES ((gsize) 128 * 1024 * 1024)

#define QD_TYPE_DOCUMENT (qd_document_get_type ())
G_DECLARE_FINAL_TYPE (QdDocument, qd_document, QD, DOCUMENT, GObject)

/* A document of `format` with no model yet. */
QdDocument     *qd_document_new              (const QdFormat *format);
const QdFormat *qd_document_get_format       (QdDocument *self);
/* Whether the undo steps are the model's texts (qd_document_write), as by
 * default: the text of the state last opened or saved is then the step's
 * that holds it, and marking a state saved writes nothing.  FALSE when the
 * page records other snapshots: marking writes the text then. */
void            qd_document_set_snapshots_written (QdDocument *self, gboolean written);

/* --- The model --- */

gpointer        qd_document_get_model        (QdDocument *self);
/* Takes `model` (not NULL) and returns the one it replaces (free it with the
 * format's free), or NULL. */
gpointer        qd_document_swap_model       (QdDocument *self, gpointer model);
/* The model's text (the format's write). */
char           *qd_document_write            (QdDocument *self);
/* The model is another state than before (a new model, an edit made in
 * place): never the saved one, unless marked so.  Undo and redo give each
 * state back its own; qd_document_push_undo and qd_document_set_modified
 * (TRUE) make a new one. */
void            qd_document_new_state        (QdDocument *self);

/* --- Its file and title --- */

GFile          *qd_document_get_file         (QdDocument *self);
void            qd_document_set_file         (QdDocument *self, GFile *file);
/* The file's name, else the untitled name, else the format's untitled title. */
const char     *qd_document_get_title        (QdDocument *self);
void            qd_document_set_untitled_name (QdDocument *self, const char *name);
/* Where an untitled document came from (a bundled example), for restoring. */
const char     *qd_document_get_source_uri   (QdDocument *self);
void            qd_document_set_source_uri   (QdDocument *self, const char *uri);

/* --- Modified --- */

gboolean        qd_document_get_modified     (QdDocument *self);
void            qd_document_set_modified     (QdDocument *self, gboolean modified);
/* The model is what its file (or example) holds: not modified, and a later
 * undo that comes back to this state, or to its text, is not modified
 * either. */
void            qd_document_mark_saved       (QdDocument *self);
/* The same with the model's text, just written (taken): a save. */
void            qd_document_mark_saved_text  (QdDocument *self, char *text);
/* Modified, with no text known to be saved (a draft, a generated document):
 * only a save makes it unmodified. */
void            qd_document_mark_unsaved     (QdDocument *self);
/* After undo or redo: modified unless the state, or the model's text, is
 * the saved one. */
void            qd_document_update_modified  (QdDocument *self);

/* The file, names, saved text and modified state, to give back later (the
 * Undo of a replacement restores the document and where it came from). */
typedef struct _QdDocumentIdentity QdDocumentIdentity;
QdDocumentIdentity *qd_document_get_identity (QdDocument *self);
void            qd_document_set_identity     (QdDocument *self, const QdDocumentIdentity *identity);
void            qd_document_identity_free    (QdDocumentIdentity *identity);

/* --- Undo and redo, as texts ("snapshots": the model's text by default) --- */

/* Before an edit: the state as it was (taken).  Clears redo. */
void            qd_document_push_undo        (QdDocument *self, char *before);
/* The same for an edit that also changes where the document belongs (a
 * generated document in place of a file's): `identity` (taken) is the one
 * before, given back by the undo of this step (and the one after by its
 * redo). */
void            qd_document_push_undo_identity (QdDocument *self, char *before, QdDocumentIdentity *identity);
/* The state to restore (the caller frees it), keeping `current` (taken) for
 * the way back; NULL when there is nothing to undo (redo).  *identity
 * (nullable) receives the identity to set once the state is restored, or
 * NULL when the step keeps it (free it with qd_document_identity_free).
 * Steps whose text is `current`'s, and that change nothing else, are
 * skipped: undo always changes something. */
char           *qd_document_undo             (QdDocument *self, char *current, QdDocumentIdentity **identity);
char           *qd_document_redo             (QdDocument *self, char *current, QdDocumentIdentity **identity);
gboolean        qd_document_can_undo         (QdDocument *self);
gboolean        qd_document_can_redo         (QdDocument *self);
void            qd_document_clear_history    (QdDocument *self);
/* The history's size: steps and bytes of text, undo and redo together. */
guint           qd_document_history_steps    (QdDocument *self);
gsize           qd_document_history_bytes    (QdDocument *self);

/* --- Reading a file on a worker --- */

/* Reads `file` (bounded) and parses it as `problem`'s document, or as the
 * document of whichever problem its name or contents say (problem NULL:
 * qd_problem_read).  Errors do not name the file: the caller does. */
void            qd_document_read_file_async  (GFile *file, const QdProblem *problem, GCancellable *cancellable,
                                              GAsyncReadyCallback callback, gpointer user_data);
/* The model (free it with (*problem)->format->free) and its problem, and in
 * `warnings` (nullable) the format's warnings; NULL and an error otherwise. */
gpointer        qd_document_read_file_finish (GAsyncResult *result, const QdProblem **problem,
                                              GPtrArray *warnings, GError **error);

G_END_DECLS
