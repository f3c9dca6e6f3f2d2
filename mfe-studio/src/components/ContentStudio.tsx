import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CONTENT_TYPES, ENERGY, type ContentCard, type ContentType, type LeagueDetail } from '@il/contracts';
import { Alert, Tab, TabList, TabPanel, Tabs, messageOf, useAuth } from '@il/ui';
import { markAchievementsAnnounced } from '@il/ui/league';
import { totalEnergyCost } from '../studio/estimates';
import { bonusPercent, hashtag } from '../studio/format';
import { postBlockReason } from '../studio/post-guard';
import { noticesOf, type PostNotice } from '../studio/post-notices';
import { BROWSING, cardUnderConsideration, postingFlow } from '../studio/posting-flow';
import { useContentOptions } from '../studio/use-content-options';
import { useGameState } from '../studio/use-game-state';
import { usePostContent } from '../studio/use-post-content';
import { useSuccessOverlayPhase } from '../studio/use-success-overlay-phase';
import { useTrendingTopics } from '../studio/use-trending-topics';
import { CaptionModal } from './CaptionModal';
import { ContentCardGrid } from './ContentCardGrid';
import { PostHistory } from './PostHistory';
import { PostNotices } from './PostNotices';
import { PostPreviewModal } from './PostPreviewModal';
import { ProTips } from './ProTips';
import { StrategyPanel } from './StrategyPanel';
import { SuccessOverlay } from './SuccessOverlay';
import Flame from 'lucide-react/icons/flame';
import Zap from 'lucide-react/icons/zap';
import { ContentTypeIcon } from '@il/ui/icons';

export const GAME_STATE_ERROR = 'Could not load game state. Please try refreshing the page or check your connection.';

/** The studio of one league the player has a character in. */
export function ContentStudio({ league }: { league: LeagueDetail }) {
  const leagueId = league.id;
  const [contentType, setContentType] = useState<ContentType>('photo');
  const [flow, dispatch] = useReducer(postingFlow, BROWSING);
  const inFlight = useRef(false);

  const userId = useAuth().user?.id ?? null;
  const gameState = useGameState(leagueId, true);
  const trending = useTrendingTopics(leagueId);
  const options = useContentOptions(leagueId, contentType);
  const { mutation: post, refreshAfterPosting } = usePostContent(leagueId);

  // §9: with no game state the energy reads 100; the server still has the last word on posting.
  const energy = gameState.data?.energy ?? ENERGY.default;
  const relevance = gameState.data?.relevance ?? 0;
  const followers = gameState.data?.followers ?? 0;
  const topics = trending.data ?? [];
  const topicFor = (type: ContentType) => topics.find((topic) => topic.contentType === type) ?? null;
  const selectedTopic = topicFor(contentType);

  // The card that was posted takes the focus back once the overlay has gone: the dialogs that
  // would have returned it closed while the card was still locked, and a keyboard player would
  // otherwise start again from the top of the page.
  const grid = useRef<HTMLElement>(null);
  const refocusCard = useRef<number | null>(null);
  // What each post set off waits for its overlay to close, then shows one notice at a time.
  const [notices, setNotices] = useState<readonly PostNotice[]>([]);
  const noticeDone = useCallback((done: PostNotice) => setNotices((queue) => queue.filter((notice) => notice !== done)), []);
  const phase = useSuccessOverlayPhase(flow.step === 'success', () => {
    if (flow.step === 'success') {
      refocusCard.current = flow.card.id;
      const told = noticesOf(flow.result.postId, flow.result.consequences);
      if (told.length > 0) setNotices((queue) => [...queue, ...told]);
    }
    dispatch({ type: 'reset' });
  });
  // Every screen a post moves refetches once the overlay is on the page, not before it.
  const posted = flow.step === 'success' && phase !== 'hidden' ? flow.result.postId : null;
  const earned = flow.step === 'success' ? flow.result.consequences.achievements : null;
  useEffect(() => {
    if (posted === null) return;
    // The studio tells these unlocks itself; recorded before the refetch, so the dashboard's
    // achievements watch (here, in another tab or on return) does not tell them again.
    if (userId !== null && earned) markAchievementsAnnounced(userId, leagueId, earned.map((achievement) => achievement.achievementId));
    refreshAfterPosting();
  }, [posted, refreshAfterPosting, userId, leagueId, earned]);
  useEffect(() => {
    if (flow.step !== 'browsing' || refocusCard.current === null) return;
    grid.current?.querySelector<HTMLElement>(`[data-card-id="${refocusCard.current}"] button`)?.focus();
    refocusCard.current = null;
  }, [flow.step]);

  const cancel = () => {
    post.reset();
    dispatch({ type: 'reset' });
  };

  const submit = () => {
    if (flow.step !== 'preview') return;
    const { card, caption } = flow;
    const block = postBlockReason({ energy, totalCost: totalEnergyCost(card, caption), pending: post.isPending || inFlight.current });
    if (block) {
      console.warn(block === 'pending' ? 'A post is already on its way; ignoring the second one.' : `Not enough energy to post "${card.title}".`);
      return;
    }
    inFlight.current = true;
    post.mutate(
      { card, caption, trendingTopic: topicFor(card.contentType) },
      {
        onSuccess: (result) => dispatch({ type: 'posted', result }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <div className="studio-layout">
      <div className="studio-main">
        {gameState.isError && <Alert variant="error">{GAME_STATE_ERROR}</Alert>}
        <section ref={grid} className="il-card studio-create" aria-labelledby="studio-create-title">
          <div className="studio-create__head">
            <h2 id="studio-create-title" className="studio-section-title">
              Create Content
            </h2>
            <p className="studio-create__energy" data-testid="studio-energy">
              <Zap /> <strong>{energy}</strong>/100 energy
            </p>
          </div>
          <Tabs value={contentType} onValueChange={(value) => setContentType(value as ContentType)}>
            <TabList label="Content type" className="studio-tabs">
              {CONTENT_TYPES.map((type) => (
                <Tab key={type.value} value={type.value} disabled={post.isPending}>
                  <ContentTypeIcon type={type.value} /> {type.label}
                </Tab>
              ))}
            </TabList>
            <TabPanel value={contentType}>
              {selectedTopic && (
                <p className="studio-trend-banner">
                  <Flame /> <strong>{hashtag(selectedTopic.topicName)}</strong> is trending: {bonusPercent(selectedTopic.bonusMultiplier)} followers on every post of this type today
                </p>
              )}
              <ContentCardGrid
                status={options.status}
                cards={options.data}
                error={options.error}
                energy={energy}
                relevance={relevance}
                disabled={post.isPending || flow.step !== 'browsing'}
                onChoose={(card: ContentCard) => dispatch({ type: 'chooseCard', card })}
              />
            </TabPanel>
          </Tabs>
        </section>
      </div>

      <aside className="studio-side" aria-label="Studio sidebar">
        {gameState.data && (
          <ProTips
            context={{
              day: gameState.data.day,
              followers,
              energy,
              trendingTopics: topics.length,
              activeBrandDeals: gameState.data.activeBrandDeals.length,
            }}
          />
        )}
        <StrategyPanel energy={energy} followers={followers} relevance={relevance} contentType={contentType} card={cardUnderConsideration(flow)} topics={topics} />
        <PostHistory leagueId={leagueId} />
      </aside>

      {flow.step === 'caption' && (
        <CaptionModal
          key={flow.card.id}
          card={flow.card}
          energy={energy}
          initial={flow.caption}
          onCancel={cancel}
          onContinue={(caption) => dispatch({ type: 'chooseCaption', caption })}
        />
      )}
      {flow.step === 'preview' && (
        <PostPreviewModal
          card={flow.card}
          caption={flow.caption}
          playerName={gameState.data?.playerName ?? 'You'}
          avatarUrl={gameState.data?.avatarUrl ?? null}
          energy={energy}
          relevance={relevance}
          trendingTopic={topicFor(flow.card.contentType)}
          pending={post.isPending}
          error={post.isError ? messageOf(post.error, 'Could not post your content. Please try again.') : null}
          onBack={() => {
            post.reset();
            dispatch({ type: 'backToCaptions' });
          }}
          onCancel={cancel}
          onPost={submit}
        />
      )}
      <SuccessOverlay
        phase={phase}
        result={flow.step === 'success' ? flow.result : null}
        card={flow.step === 'success' ? flow.card : null}
        custom={flow.step === 'success' && flow.caption.kind === 'custom'}
      />
      <PostNotices leagueId={leagueId} notices={notices} onDone={noticeDone} />
    </div>
  );
}
