import type { Website, WebsiteContent } from '@aerie/contract';
import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { PublishHistoryList } from './publish-history-list';
import { RevisionList } from './revision-list';

interface RevisionsModalProps {
  uuid: string;
  /** The revision the editor holds: restoring is refused if the site moved on since. */
  revision: number;
  canRestore: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (content: WebsiteContent) => void;
  /** A publish was made the live site again: the builder shows the site as it is now. */
  onWentLive: (website: Website) => void;
}

/** The site's history: its saved revisions and its publishes, each restorable (docs/product.md § Draft and live). */
export function RevisionsModal(props: RevisionsModalProps) {
  const { uuid, revision, canRestore, open, onOpenChange, onRestored, onWentLive } = props;
  const [tab, setTab] = useState('revisions');
  const restored = (content: WebsiteContent) => {
    onRestored(content);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="History"
      description="Every save and every publish is kept; bring back an earlier one if an edit went wrong."
      className="sm:max-w-xl"
    >
      <Tabs value={tab} onValueChange={setTab} className="gap-3">
        <TabsList aria-label="History">
          <TabsTrigger value="revisions">Revisions</TabsTrigger>
          <TabsTrigger value="publishes">Publishes</TabsTrigger>
        </TabsList>
        <TabsContent value="revisions">
          <RevisionList uuid={uuid} revision={revision} canRestore={canRestore} onRestored={restored} />
        </TabsContent>
        <TabsContent value="publishes">
          <PublishHistoryList
            uuid={uuid}
            revision={revision}
            canRestore={canRestore}
            onRestored={restored}
            onWentLive={onWentLive}
          />
        </TabsContent>
      </Tabs>
    </Modal>
  );
}
