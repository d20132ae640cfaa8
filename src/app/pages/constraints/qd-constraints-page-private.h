/* qd-constraints-page-private.h — what the tab's editor
 * (qd-constraints-page-editor.c) shares with the page. */
#pragma once

#include "qd-constraints-page.h"

G_BEGIN_DECLS

/* The page (qd-constraints-page.c): the document to edit, and its
 * replacement after an edit (`doc` taken, the edit recorded for undo). */
QdConstraintsDoc *qd_constraints_page_doc     (QdConstraintsPage *self);
void              qd_constraints_page_replace (QdConstraintsPage *self, QdConstraintsDoc *doc);

/* The editor (qd-constraints-page-editor.c): its rows and list, set up once
 * and shown again whenever the document changes. */
void qd_constraints_editor_init   (QdConstraintsPage *self, AdwPreferencesGroup *group, AdwEntryRow *variable_row,
                                   AdwEntryRow *constraint_row, GtkListBox *list);
void qd_constraints_editor_update (QdConstraintsPage *self, AdwPreferencesGroup *group, GtkListBox *list);

G_END_DECLS
