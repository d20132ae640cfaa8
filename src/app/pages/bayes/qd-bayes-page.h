/* qd-bayes-page.h — the Bayesian Networks tab: a network
 * (problems/bayes/qd-bayes.h) queried with every marginal live, eliminated
 * step by step, tested for independence, sampled, decided on, and edited. */
#pragma once

#include "app/qd-page.h"
#include "problems/bayes/qd-bayes.h"

G_BEGIN_DECLS

#define QD_TYPE_BAYES_PAGE (qd_bayes_page_get_type ())
G_DECLARE_FINAL_TYPE (QdBayesPage, qd_bayes_page, QD, BAYES_PAGE, QdPage)

/* For tests: the network; the mode ("query", "eliminate", "independence",
 * "sample", "decide", "editing"); the evidence on a node by name (STATE NULL
 * clears it; FALSE for an unknown name or state); the marginal of a state
 * as the canvas writes it ("28.4 %"; NULL before the marginals are known);
 * whether nothing runs; the text of a sidebar's result label by its
 * template id. */
QdBayesNet *qd_bayes_page_get_net          (QdBayesPage *self);
void        qd_bayes_page_set_mode         (QdBayesPage *self, const char *mode);
gboolean    qd_bayes_page_set_evidence     (QdBayesPage *self, const char *node, const char *state);
char       *qd_bayes_page_dup_marginal_text (QdBayesPage *self, const char *node, const char *state);
double      qd_bayes_page_get_marginal     (QdBayesPage *self, const char *node, const char *state);
gboolean    qd_bayes_page_is_settled       (QdBayesPage *self);
const char *qd_bayes_page_get_label        (QdBayesPage *self, const char *id);
/* Selects node NAME (the canvas cursor and the sidebar's node): FALSE when unknown. */
gboolean    qd_bayes_page_select           (QdBayesPage *self, const char *name);
/* The enumeration tree's row at POSITION among those shown (NULL past the last). */
char       *qd_bayes_page_dup_term_text   (QdBayesPage *self, guint position);

G_END_DECLS
